import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { isPageRequest } from './page-request';
import { sendStoredFilesAsTheyAre } from './compression.plugin';

export interface WebAppPluginOptions {
  distDir: string;
}

/**
 * Serves the built web client and answers every other GET that asks for a page with its
 * index.html, so client routes such as /admin/orders load the app. A request asks for a page
 * unless it prefers JSON (ssr/page-request.ts): curl and link-preview fetchers send `*\/*`.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy of each text file; every file, and the
 * index.html fallback, goes out as the copy the client's Accept-Encoding prefers (br, then
 * gzip, then the file itself), with `Vary: Accept-Encoding`, and is never compressed per request.
 */
export const webAppPlugin: FastifyPluginAsync<WebAppPluginOptions> = async (app, { distDir }) => {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  sendStoredFilesAsTheyAre(app);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // '/' is a page like any other: the fallback below sends index.html, or JSON's 404 to a
      // request that prefers JSON (the server-rendered home page comes first, ssr/).
      index: false,
      preCompressed: true,
      // The server-rendering bundle (api/src/ssr) is the server's code, not a file to send.
      globIgnore: ['server/**'],
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so those never change under one name.
        const fingerprinted = path.includes(`${join(distDir, 'assets')}`);
        res.header('Cache-Control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = isPageRequest(request.method, request.url.split('?')[0]!, request.headers.accept);
    if (wantsPage && hasBuild) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    if (wantsPage && !hasBuild) {
      return reply
        .code(404)
        .send({ error: 'The web client is not built: run `npm run build`, or `npm run dev` for the dev server.' });
    }
    return reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
};
