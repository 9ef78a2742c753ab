import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { AdminRole } from '../graphql/admin-role';
import { documentAccess } from '../graphql/operation-roles';
import { CachedAnswer, sendCachedAnswer } from '../http/cached-answer';
import type { AnswerReplay } from '../http/answer-replay';
import type { ReadCache } from '../graphql/read-cache';
import type { RequestAuthenticator } from '../graphql/request-context';
import { adminOnly, requiresAdmin } from './rest-admin-guard';
import type { AnyRestRoute } from './rest-route';
import { errorBody, errorRef } from './rest-schemas';
import { sendStreamed } from './streamed-list';
import { restError } from './graphql-input-errors';
import { requestLanguage } from '../localized/request-language';

const isRead = (route: AnyRestRoute) => route.method === 'GET' || route.method === 'HEAD';

/** Whether this request's answer is kept in the read cache (and looked for there). */
const keepsAnswer = (route: AnyRestRoute, request: FastifyRequest) =>
  typeof route.cached === 'function' ? route.cached(request) : route.cached === true;

/** A cached read's key: the address, in the language its answer is written in (?lang, else Accept-Language). */
const restCacheKey = (request: FastifyRequest) => `${requestLanguage(request)} ${request.url}`;

export interface RestPluginOptions {
  routes: readonly AnyRestRoute[];
  /** The same authenticator as GraphQL's: admin calls are refused before their body is read. */
  authenticate: RequestAuthenticator;
  /**
   * Body parsers for the writes alone (the media feature's multipart forms): reads take no body,
   * and GraphQL has parsers of its own.
   */
  writeBodyParsers: readonly FastifyPluginAsync[];
  /** Serialised (and compressed) answers of the routes marked `cached`, cleared by every mutation. */
  readCache: ReadCache<CachedAnswer>;
  /** The schema the routes' operations run against: a route needs the role its operation needs. */
  schema: GraphQLSchema;
  /** Where the cached reads' answers are kept to be sent again as they went out. */
  replay: AnswerReplay;
}

/** What the document says of a call only the owner may make. */
const OWNER_ONLY_NOTE = "Only the shop's owner: a staff account's token answers 403.";
/** What the document says of a call staff may make too. */
const STAFF_NOTE = 'The owner and staff accounts may call it.';

/**
 * The REST facade under /api: each route runs its GraphQL operation in-process and shapes the
 * data; a GraphQL error becomes `{error}` with the status its code maps to.
 */
export const restPlugin: FastifyPluginAsync<RestPluginOptions> = async (
  app,
  { routes, authenticate, writeBodyParsers, readCache, schema, replay },
) => {
  app.addSchema(errorBody);
  const checkAdmin = {
    [AdminRole.owner]: adminOnly(authenticate, AdminRole.owner),
    [AdminRole.staff]: adminOnly(authenticate, AdminRole.staff),
  };

  /**
   * An admin call inherits who may make it from the operation it runs (the operation's
   * `@Authorized`), so the REST facade and GraphQL cannot disagree; the document says so.
   */
  const roleOf = (route: AnyRestRoute): AdminRole => {
    const access = documentAccess(schema, route.operation);
    return access === 'public' ? AdminRole.owner : access;
  };
  const documented = (route: AnyRestRoute, role: AdminRole): AnyRestRoute['schema'] => {
    const note = role === AdminRole.owner ? OWNER_ONLY_NOTE : STAFF_NOTE;
    const description = route.schema.description ? `${String(route.schema.description)} ${note}` : note;
    return { ...route.schema, description, response: { ...route.schema.response, 403: errorRef } };
  };

  /** A miss, or a call that is never cached: its GraphQL operation, then the answer (kept when the route is cached). */
  const runOperation = async (route: AnyRestRoute, request: FastifyRequest, reply: FastifyReply) => {
    const version = readCache.currentVersion();
    const result = await app.executeGraphql(request, route.operation, await route.variables(request));
    const [error] = result.errors ?? [];
    if (error) throw restError(error);
    if (!result.data) throw new Error('GraphQL answered neither data nor errors');
    const status = route.successStatus ?? 200;
    const body = route.reply(result.data, request);
    if (route.headers) reply.headers(route.headers(result.data));
    if (route.contentType) reply.type(route.contentType);
    if (!route.cached) return reply.code(status).send(body);
    // Serialised once by the route's response schema, compressed at most once per encoding, then served as is.
    const answer = new CachedAnswer(reply.serialize(body) as string);
    if (!keepsAnswer(route, request)) return sendCachedAnswer(request, reply.code(status), answer);
    readCache.set(restCacheKey(request), answer, version);
    return sendCachedAnswer(request, reply.code(status), answer, { replay, version });
  };

  const declare = (scope: FastifyInstance, route: AnyRestRoute) => {
    const role = requiresAdmin(route) ? roleOf(route) : undefined;
    return scope.route({
      method: route.method,
      url: route.url,
      schema: role ? documented(route, role) : route.schema,
      ...(role && { onRequest: checkAdmin[role] }),
      // Cached reads send their stored compressed forms themselves (sendCachedAnswer), and their
      // errors are a few bytes: @fastify/compress's hooks would only cost them time.
      ...(route.cached && { compress: false as const }),
      // Not async: a hit is sent and the handler returns nothing. Returning the reply, as an async
      // handler must, makes Fastify wait for the response's end through reply.then, whose stream
      // listeners (end-of-stream) cost every hit about a tenth of its server time, measured.
      handler: (request, reply) => {
        if (route.streamed?.when(request)) return sendStreamed(app, route, route.streamed, request, reply);
        const hit = keepsAnswer(route, request) ? readCache.get(restCacheKey(request)) : undefined;
        if (hit === undefined) return runOperation(route, request, reply);
        sendCachedAnswer(request, reply.code(route.successStatus ?? 200), hit, {
          replay,
          version: readCache.currentVersion(),
        });
        return undefined;
      },
    });
  };

  // Reads take no body: outside the multipart scope, they skip its hooks on every request.
  for (const route of routes.filter(isRead)) declare(app, route);
  // The multipart forms of the writes with images; only in this scope (GraphQL has its own parser).
  await app.register(async (writes) => {
    for (const parser of writeBodyParsers) await writes.register(parser);
    for (const route of routes.filter((route) => !isRead(route))) declare(writes, route);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `No such call: ${request.method} ${request.url.split('?')[0]}` });
  });
};
