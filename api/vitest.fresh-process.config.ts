import { defineConfig } from 'vitest/config';
import api, { FRESH_PROCESS_TESTS } from './vitest.config';

/**
 * The api tests that look at what their process has loaded, each file in a process of its own
 * (Vitest's isolation, which the api project turns off). They start no database.
 */
export default defineConfig({
  ...api,
  test: {
    ...api.test,
    name: 'api-fresh-process',
    include: FRESH_PROCESS_TESTS,
    exclude: [],
    isolate: true,
    globalSetup: [],
  },
});
