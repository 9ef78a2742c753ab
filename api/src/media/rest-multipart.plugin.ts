import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerImageMultipart } from './image-multipart';

/** The most files one REST form may carry: the settings form sends four images. */
export const REST_MAX_FILES = 4;

/**
 * @fastify/multipart for the scope that registers it (the REST facade under /api), so its
 * parser never meets the GraphQL multipart one. Routes read their forms with readForm().
 */
const restMultipart: FastifyPluginAsync = async (scope) => {
  // The settings form re-sends every field, extended texts included.
  await registerImageMultipart(scope, { files: REST_MAX_FILES, fields: 200, fieldSize: 64 * 1024, parts: 220 });
  // The parser leaves a form unread (routes read it with readForm()); until then its body is an
  // empty object rather than nothing, so body schemas see an object that lacks fields (400
  // 'must have required property') instead of no object at all.
  scope.addHook('preValidation', async (request) => {
    if (request.isMultipart() && request.body === undefined) request.body = {};
  });
};

export const restMultipartPlugin = fp(restMultipart, { name: 'rest-multipart' });
