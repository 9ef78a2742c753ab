import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlib } from 'node:zlib';
import { ANSWER_ENCODINGS, COMPRESSION_THRESHOLD, DYNAMIC_BROTLI_QUALITY, DYNAMIC_GZIP_LEVEL } from './cached-answer';

const SENDS_STORED_FILES = 'sendsStoredFiles';

/**
 * Marks a scope whose routes send files as they are stored: the web build's, compressed ahead
 * of time (@fastify/static picks the .br or .gz copy), or images, which gain nothing. Call it
 * before the scope declares its routes.
 */
export function sendStoredFilesAsTheyAre(scope: FastifyInstance): void {
  scope.decorate(SENDS_STORED_FILES, true);
}

/**
 * Compresses every answer over 1 KB (JSON, GraphQL, XML) with brotli or gzip, by the client's
 * Accept-Encoding. Answers that already carry a Content-Encoding (cached answers, which keep
 * their compressed forms, and precompressed files) are left alone. Request bodies are not
 * decompressed: no client of ours sends compressed bodies.
 */
const compressionPlugin: FastifyPluginAsync = async (app) => {
  // Runs before @fastify/compress's own onRoute hook, which reads `compress` when a route is declared.
  app.addHook('onRoute', function (route) {
    if (this.hasDecorator(SENDS_STORED_FILES)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });
};

export default fp(compressionPlugin, { name: 'compression' });
