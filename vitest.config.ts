import { defineConfig } from 'vitest/config';

// `npm test` runs these one after another (scripts/test.mjs); `npx vitest run --project api`
// runs one of them.
export default defineConfig({
  test: {
    projects: ['api/vitest.config.ts', 'web/vite.config.ts', 'e2e/vitest.config.ts', 'deploy/vitest.config.mjs'],
  },
});
