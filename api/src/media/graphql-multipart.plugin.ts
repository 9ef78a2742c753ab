import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { processRequest } from 'graphql-upload-minimal';
import { HttpError } from '../http/http-error';
import { IMAGE_MAX_BYTES } from './image.service';

/** The most files one GraphQL request may carry: the settings update takes four images. */
export const GRAPHQL_MAX_FILES = 4;

const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * GraphQL multipart requests (file uploads) for the scope that registers it: the /graphql
 * route's scope only, so this parser never meets @fastify/multipart under /api.
 *
 * Apollo's CSRF prevention still applies: multipart/form-data is a content type a browser
 * may send cross-site without a preflight, so Apollo refuses it unless the request carries
 * `apollo-require-preflight` (or `x-apollo-operation-name`).
 */
const graphqlMultipart: FastifyPluginAsync = async (scope) => {
  // Leave the body unread here: processRequest streams it, so files are not held in memory twice.
  scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  scope.addHook('preValidation', async (request, reply) => {
    if (!isMultipart(request)) return;
    try {
      request.body = await processRequest(request.raw, reply.raw, {
        // One byte over the limit reaches the image service, which owns the rule and its message.
        maxFileSize: IMAGE_MAX_BYTES + 1,
        maxFiles: GRAPHQL_MAX_FILES,
      });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) throw new HttpError(status, (error as Error).message);
      throw error;
    }
  });

  // Files the operation never read (it was refused, or ignored them) would hold the request
  // open; drop what is left of it once the answer is out.
  scope.addHook('onResponse', async (request) => {
    if (isMultipart(request) && !request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.resume();
    }
  });
};

export const graphqlMultipartPlugin = fp(graphqlMultipart, { name: 'graphql-multipart' });
