import { defineConfig } from 'vitest/config';

// `npm test` runs these one after another (scripts/test.mjs); `npx vitest run --project api`
// runs one of them, and `--project 'api*'` the api tests whole, those needing a process of their
// own (api-fresh-process) included.
export default defineConfig({
  test: {
    projects: [
      'api/vitest.config.ts',
      'api/vitest.fresh-process.config.ts',
      'web/vite.config.ts',
      'e2e/vitest.config.ts',
      'deploy/vitest.config.mjs',
    ],
  },
});
