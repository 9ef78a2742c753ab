import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The files whose verdict comes from the web build and the browser alone: axe-core's scans of
 * every route, what a person sees on each (pictures, the fit of the page, every tab) and the
 * budgets of what each storefront page loads (bytes and requests, on the same demo shop). The
 * database and the server's Node version give them the same pages to look at. CI's second pass
 * runs over the build its first pass made and checked with them (TEST_RENDERING_CHECKED=1), so
 * it leaves them out; the screenshots, the server rendering and every flow still run there.
 */
const renderingChecks = [
  'accessibility.e2e.ts',
  'admin-accessibility.e2e.ts',
  'what-shoppers-see.e2e.ts',
  'storefront-budgets.e2e.ts',
];

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_RENDERING_CHECKED === '1' ? renderingChecks : [])],
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
