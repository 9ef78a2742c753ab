import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql ships CommonJS and ESM builds; Node gives the libraries (type-graphql, Apollo) the
    // CommonJS one, so our code must get that one too, or `instanceof` checks across them fail.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['reflect-metadata'],
    // Makes the empty embedded database that each file copies for its own.
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own database; two at a time suits a two-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
