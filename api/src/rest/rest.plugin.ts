import type { FastifyPluginAsync } from 'fastify';
import { httpStatusForCode } from '../errors/error-codes';
import { HttpError } from '../http/http-error';
import type { AnyRestRoute } from './rest-route';
import { errorBody } from './rest-schemas';

export interface RestPluginOptions {
  routes: readonly AnyRestRoute[];
}

/**
 * The REST facade under /api: each route runs its GraphQL operation in-process and shapes the
 * data; a GraphQL error becomes `{error}` with the status its code maps to.
 */
export const restPlugin: FastifyPluginAsync<RestPluginOptions> = async (app, { routes }) => {
  app.addSchema(errorBody);

  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      handler: async (request, reply) => {
        const result = await app.executeGraphql(request, route.operation, await route.variables(request));
        const [error] = result.errors ?? [];
        if (error) throw new HttpError(httpStatusForCode(error.extensions?.code), error.message);
        if (!result.data) throw new Error('GraphQL answered neither data nor errors');
        return reply.code(route.successStatus ?? 200).send(route.reply(result.data));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `No such call: ${request.method} ${request.url.split('?')[0]}` });
  });
};
