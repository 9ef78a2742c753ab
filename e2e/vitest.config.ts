import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One browser and one server: files run one after another. Two at a time, each worker with a
    // server and a browser of its own, was slower on two cores (the whole project in 1,042 s
    // against 943 s): a page rendering in Chromium while the server answers already keeps both
    // cores busy, and the long files took 1.5 to 2 times as long.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
