import Fastify, { type FastifyInstance } from 'fastify';
import { catalogRestRoutes } from './catalog/catalog.rest';
import type { AppConfig } from './config/config';
import type { Orm } from './database/orm';
import graphqlPlugin from './graphql/graphql.plugin';
import { buildCrumbSchema } from './graphql/schema';
import { httpErrorHandler } from './http/error-handler';
import { webAppPlugin } from './http/web-app.plugin';
import { uploadsPlugin } from './media/uploads.plugin';
import { restPlugin } from './rest/rest.plugin';

/** JSON bodies larger than this answer 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  orm: Orm;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** The whole server, not yet listening: tests inject requests into it directly. */
export async function buildApp({ config, orm, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
  });
  app.setErrorHandler(httpErrorHandler);

  await app.register(graphqlPlugin, { schema: await buildCrumbSchema(), orm, authenticate: async () => null });
  await app.register(restPlugin, { prefix: '/api', routes: [...catalogRestRoutes] });
  await app.register(uploadsPlugin, { uploadsDir: config.uploadsDir });
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
