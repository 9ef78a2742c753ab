import type { FastifyInstance } from 'fastify';

/**
 * Many clients send `Content-Type: application/json` on every call (docs/product.md#rest-conventions),
 * also on those without a body (DELETE, PATCH .../toggle, POST /orders/test-email). Fastify
 * refuses an empty JSON body with 400; here it simply means "no body". Anything else is
 * parsed by Fastify's own JSON parser, with its prototype-poisoning protection.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    // Fastify's own parser answers through done; it returns nothing to wait for.
    void parseJson(request, body, done);
  });
}
