import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * Tests of what a process has loaded (a native library mapped, a module imported): they need a
 * process no other file has used, so they run in a project of their own
 * (vitest.fresh-process.config.ts).
 */
export const FRESH_PROCESS_TESTS = ['src/**/*-loading.test.ts'];

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
    exclude: FRESH_PROCESS_TESTS,
    setupFiles: ['reflect-metadata'],
    // Makes the empty embedded database that each file copies for its own.
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own database; two at a time suits a two-core machine.
    maxWorkers: 2,
    // Every file builds its own app on its own database, so the modules themselves can be
    // shared: a worker imports the server once instead of once per file (seconds each). Only
    // FRESH_PROCESS_TESTS cannot share a process.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
