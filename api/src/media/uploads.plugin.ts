import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendStoredFilesAsTheyAre } from '../http/compression.plugin';
import { fittedCopyPath } from './fitted-copy';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where stored images live on disk (served under /uploads/); the image service writes here. */
    uploadsDir: string;
  }
}

export interface UploadsPluginOptions {
  uploadsDir: string;
}

/** Path prefix of stored images; the database keeps paths that start with it. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * Serves stored images. Names are generated and never reused, so they cache for a long time.
 * Wrapped with fastify-plugin so every scope (the GraphQL and REST services) knows
 * `uploadsDir`; the static file serving itself stays in a scope of its own.
 */
export const uploadsPlugin = fp<UploadsPluginOptions>(
  async (app, { uploadsDir }) => {
    mkdirSync(uploadsDir, { recursive: true });
    app.decorate('uploadsDir', uploadsDir);
    await app.register(async (scope) => {
      // Images go as stored: compressing them per request would cost more than it saves.
      sendStoredFilesAsTheyAre(scope);
      // `?w=`: redirected to the resized copy that fits (see fitted-copy.ts). Names are never
      // reused, so the answer holds as long as the image; it depends on the Accept header.
      scope.addHook('onRequest', async (request, reply) => {
        const copy = await fittedCopyPath(uploadsDir, request.url, request.headers.accept);
        if (!copy) return;
        return reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Vary', 'Accept').redirect(copy, 302);
      });
      await scope.register(fastifyStatic, {
        root: uploadsDir,
        prefix: UPLOADS_PREFIX,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        setHeaders(res) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
          res.header('X-Content-Type-Options', 'nosniff');
          // An image is never a document: even an SVG opened directly may run nothing.
          res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        },
      });
    });
  },
  { name: 'uploads' },
);
