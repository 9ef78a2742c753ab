import type { FastifyInstance } from 'fastify';

/**
 * No call of the shop takes plain text. Fastify parses `text/plain` by default, and a route's
 * body schema is written per media type (JSON, multipart), so a text body reached the route
 * unchecked, as a string where an object goes. Without the parser it is a 415, as any other
 * media type no call takes.
 */
export function refusePlainTextBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
}
