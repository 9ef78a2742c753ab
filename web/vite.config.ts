import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Pinned to this folder so the config works the same from /work/main (root Vitest project,
// `--config web/vite.config.ts`) and from web/ (`vite build`).
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:3001';

// Libraries change less often than the shop's own code: in chunks of their own they stay
// cached across releases. Only libraries every page needs are named, so a lazily loaded page
// (the admin, later) keeps its own libraries out of the first download.
const vendorChunks = {
  react: /node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//,
  apollo: /node_modules\/(@apollo|graphql|rxjs|optimism|@wry)\//,
  ui: /node_modules\/(styled-components|stylis|i18next|react-i18next)\//,
};

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/report-bundle.mjs to tell the initial download from the lazy chunks.
    manifest: true,
    rollupOptions: {
      output: {
        // The function form, which Rolldown (a future Vite 8 move) also accepts.
        manualChunks: (id) =>
          Object.entries(vendorChunks).find(([, pattern]) => pattern.test(id))?.[0],
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API serves these in production from the same origin; in development Vite forwards them.
    proxy: {
      '/api': apiServer,
      '/graphql': apiServer,
      '/uploads': apiServer,
    },
  },
  test: {
    name: 'web',
    root: webRoot,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Page tests type into forms and wait for lazily loaded pages: slower than unit tests.
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
