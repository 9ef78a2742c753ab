import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export interface UploadsPluginOptions {
  uploadsDir: string;
}

/** Path prefix of stored images; the database keeps paths that start with it. */
export const UPLOADS_PREFIX = '/uploads/';

/** Serves stored images. Names are generated and never reused, so they cache for a long time. */
export const uploadsPlugin: FastifyPluginAsync<UploadsPluginOptions> = async (app, { uploadsDir }) => {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
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
};
