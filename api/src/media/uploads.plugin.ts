import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendStoredFilesAsTheyAre } from '../http/compression.plugin';
import { ImageStorageOutageError, isServableKey, type ImageStorage } from '../storage';
import { fittedCopyPath } from './fitted-copy';
import { UPLOADS_PREFIX } from './uploads-prefix';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where stored images live (the data folder or a bucket); the image service writes here. */
    imageStorage: ImageStorage;
  }
}

export interface UploadsPluginOptions {
  /** The app owns it from now on: closed when the app closes. */
  imageStorage: ImageStorage;
}

/** Names are generated and never reused, so what an address answers never changes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function setImageHeaders(reply: { header(name: string, value: string): unknown }): void {
  reply.header('Cache-Control', CACHE_FOREVER);
  reply.header('X-Content-Type-Options', 'nosniff');
  // An image is never a document: even an SVG opened directly may run nothing.
  reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}

/** The data folder: files served as they are by @fastify/static (ranges, ETag, dotfiles denied). */
async function serveFolder(scope: FastifyInstance, root: string): Promise<void> {
  await scope.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (res) => setImageHeaders(res as unknown as { header(name: string, value: string): unknown }),
  });
}

/**
 * A bucket: redirected to its public address (a CDN) when there is one, else streamed from it
 * with the headers the folder gets. Manifests (dotfiles) and crafted addresses answer 404.
 */
function serveBucket(scope: FastifyInstance, storage: ImageStorage): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // The address as sent: stored keys are plain names, so one with escapes names nothing stored.
    const key = request.url.split('?', 1)[0]!.slice(UPLOADS_PREFIX.length);
    if (!isServableKey(key)) return reply.callNotFound();
    const publicUrl = storage.publicUrl(key);
    if (publicUrl) return reply.header('Cache-Control', CACHE_FOREVER).redirect(publicUrl, 302);
    const object = await storage.open(key).catch((error: unknown) => {
      // Answered 503 by the error handler; the log keeps why the bucket failed.
      if (error instanceof ImageStorageOutageError)
        request.log.error({ err: error.cause, key }, 'The image storage failed: an image could not be served');
      throw error;
    });
    if (!object) return reply.callNotFound();
    setImageHeaders(reply);
    if (object.lastModified) reply.header('Last-Modified', object.lastModified.toUTCString());
    if (object.etag) {
      reply.header('ETag', object.etag);
      if (request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).send();
      }
    }
    reply.type(object.contentType).header('Content-Length', String(object.length));
    if (request.method === 'HEAD') {
      object.body.destroy();
      return reply.send();
    }
    return reply.send(object.body);
  };
  // HEAD handled here: Fastify's own would read the whole object from the bucket to throw it away.
  scope.route({ method: ['GET', 'HEAD'], url: `${UPLOADS_PREFIX}*`, exposeHeadRoute: false, handler });
}

/**
 * Serves stored images under /uploads/ from the configured storage. Wrapped with fastify-plugin
 * so every scope (the GraphQL and REST services) knows `imageStorage`; the serving itself stays
 * in a scope of its own.
 */
export const uploadsPlugin = fp<UploadsPluginOptions>(
  async (app, { imageStorage }) => {
    app.decorate('imageStorage', imageStorage);
    // Added before the start-up pass's hook (backfillOnStart), and Fastify runs onClose hooks
    // last-added first: the pass stops before its storage closes.
    app.addHook('onClose', () => imageStorage.close());
    await app.register(async (scope) => {
      // Images go as stored: compressing them per request would cost more than it saves.
      sendStoredFilesAsTheyAre(scope);
      // `?w=`: redirected to the resized copy that fits (see fitted-copy.ts). Names are never
      // reused, so the answer holds as long as the image; it depends on the Accept header.
      scope.addHook('onRequest', async (request, reply) => {
        const copy = await fittedCopyPath(imageStorage, request.url, request.headers.accept);
        if (!copy) return;
        return reply.header('Cache-Control', CACHE_FOREVER).header('Vary', 'Accept').redirect(copy, 302);
      });
      if (imageStorage.directory) await serveFolder(scope, imageStorage.directory);
      else serveBucket(scope, imageStorage);
    });
  },
  { name: 'uploads' },
);
