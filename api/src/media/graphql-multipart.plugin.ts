import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import mercuriusUpload from 'mercurius-upload';
import { IMAGE_MAX_BYTES } from './image.service';

/** The most files one GraphQL request may carry: the settings update takes four images. */
export const GRAPHQL_MAX_FILES = 4;

/**
 * GraphQL multipart requests (file uploads) for the scope that registers it: the /graphql
 * route's scope only, so this parser never meets @fastify/multipart under /api.
 *
 * mercurius-upload does the work (graphql-upload-minimal's processRequest in a preValidation
 * hook; it needs Fastify only, not mercurius). Its failures carry their status (413 past the
 * file count or size, 400 for a malformed request) and reach the app's error handler as `{error}`.
 *
 * Apollo's CSRF prevention still applies: multipart/form-data is a content type a browser
 * may send cross-site without a preflight, so Apollo refuses it unless the request carries
 * `apollo-require-preflight` (or `x-apollo-operation-name`).
 */
const graphqlMultipart: FastifyPluginAsync = async (scope) => {
  // mercurius-upload holds the answer until the request has been read to its end. When the
  // operation never read a file (refused as CSRF, unauthenticated, or failed before it got
  // there), nothing consumes the rest of the body and that wait never ends: drop what is left
  // of it first. Registered before the plugin so this onSend hook runs before its own.
  // A callback hook: it runs on every /graphql answer, where an async one costs a promise.
  scope.addHook('onSend', (request, _reply, payload, done) => {
    if (request.mercuriusUploadMultipart && !request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.resume();
    }
    done(null, payload);
  });

  await scope.register(mercuriusUpload, {
    // One byte over the limit reaches the image service, which owns the rule and its message.
    maxFileSize: IMAGE_MAX_BYTES + 1,
    maxFiles: GRAPHQL_MAX_FILES,
  });
};

export const graphqlMultipartPlugin = fp(graphqlMultipart, { name: 'graphql-multipart' });
