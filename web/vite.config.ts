import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { storefrontBuild } from './build/storefront-build.plugin';

// Pinned to this folder so the config works the same from /work/main (root Vitest project,
// `--config web/vite.config.ts`) and from web/ (`vite build`).
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:3001';

export default defineConfig({
  root: webRoot,
  plugins: [
    // Server-rendered pages are hydrated: styled-components' class names must come out the same
    // in the server build and the browser build, so each component gets an id from its file and
    // place (without the plugin the ids count components in the order modules happen to load).
    react({
      babel: {
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
      },
    }),
    // Chunks for few requests per page, and the self-contained server build (see the plugin).
    storefrontBuild(webRoot),
    // Brotli and gzip copies next to each text file, at the highest levels: paid once per build,
    // so the server (@fastify/static, preCompressed) sends them without compressing per request.
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      // Not the server-rendering bundle (dist/server), which the API imports and never sends.
      exclude: /\.vite\/|(^|\/)entry-server\.js$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/report-bundle.mjs to tell the initial download from the lazy chunks.
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API serves these in production from the same origin; in development Vite forwards them.
    proxy: {
      '/api': apiServer,
      '/graphql': apiServer,
      '/uploads': apiServer,
      '/robots.txt': apiServer,
      '/sitemap.xml': apiServer,
      '/manifest.webmanifest': apiServer,
      '/admin/manifest.webmanifest': apiServer,
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
    // Vitest leaves one core free by default, which on a two-core machine runs the files one
    // after another; the files share nothing, so two at a time nearly halve the wait.
    maxWorkers: 2,
    // A worker imports React, the router and Apollo once for all its files instead of once per
    // file: 338 s isolated, 132 to 146 s shared. It can, because every test puts back what it
    // changed outside its own render (setup-tests.ts: storage, language, toasts, the login
    // dialog, answered queries, timers), and no test relies on a text bundle or a page's code
    // not having been loaded yet: each waits for what it reads to be on the page.
    isolate: false,
    unstubGlobals: true,
  },
});
