import { ApolloServer, type GraphQLRequest } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import {
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailableError,
} from '../database/database-availability';
import { DomainError } from '../errors/domain-errors';
import type { CachedAnswer } from '../http/cached-answer';
import { SANDBOX_CSP } from '../http/security.plugin';
import { INTERNAL_ERROR_MESSAGE } from '../errors/error-codes';
import { actAs } from '../database/acting-account';
import type { Orm } from '../database/orm';
import { databaseOutagePlugin, databaseUnavailableContextError } from './database-outage';
import { graphqlTextGuard } from '../input-safety';
import { operationChecksPlugin } from './operation-checks';
import { MAX_QUERY_TOKENS, queryLimitRules } from './query-limits';
import type { ReadCache } from './read-cache';
import { checkReadCachePolicy, type ReadCachePolicy } from './read-cache-policy';
import { readCachePlugin, serveCachedGraphql } from './read-cache.plugin';
import type { AnswerReplay } from '../http/answer-replay';
import type { CurrentAdmin, RequestAuthenticator, RequestContext, SessionWatch } from './request-context';
import { subscriptionServer } from './subscription-server';
import { acceptWebSockets } from './websocket.plugin';
import type { Language } from '../localized/language';
import { requestLanguage } from '../localized/request-language';

export interface GraphqlResult<TData> {
  data?: TData | null;
  errors?: readonly GraphQLFormattedError[];
}

/** Runs one operation in-process against the same schema, rules and error handling as /graphql. */
export type GraphqlExecutor = <TData, TVariables extends Record<string, unknown>>(
  request: FastifyRequest,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  /** The language the owner's texts are read in; the request's own (requestLanguage) unless given. */
  language?: Language,
) => Promise<GraphqlResult<TData>>;

declare module 'fastify' {
  interface FastifyInstance {
    executeGraphql: GraphqlExecutor;
  }
}

/** Whether the database's absence explains an error (app.databaseAvailability.explains). */
type OutageTest = (error: unknown) => boolean;

/**
 * An error nobody planned for: neither a rule's answer (a domain error) nor one Apollo already
 * classified (parse, validation, bad variables: those carry a code of their own).
 */
function isUnexpected(error: unknown, isOutage: OutageTest): boolean {
  if (unwrapResolverError(error) instanceof DomainError || isOutage(error)) return false;
  if (clientErrorStatus(error) !== undefined) return false;
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return code === undefined || code === 'INTERNAL_SERVER_ERROR';
}

/** The 4xx status Apollo gave an error of the request itself (a hash that does not match its query). */
function clientErrorStatus(error: unknown): number | undefined {
  const status =
    error instanceof GraphQLError ? (error.extensions.http as { status?: unknown } | undefined)?.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * Domain errors keep their message and gain their code; a database outage says so; unexpected
 * ones say nothing inside (the stack only in development, see includeStacktraceInErrorResponses).
 */
export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
  isOutage: OutageTest = isDatabaseUnavailableError,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    return { ...formatted, message: original.message, extensions: { ...formatted.extensions, code: original.code } };
  }
  const stacktrace =
    formatted.extensions?.stacktrace === undefined ? {} : { stacktrace: formatted.extensions.stacktrace };
  if (isOutage(error)) {
    return {
      message: DATABASE_UNAVAILABLE_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: DATABASE_UNAVAILABLE_CODE, ...stacktrace },
    };
  }
  if (formatted.extensions?.code === undefined && clientErrorStatus(error) !== undefined) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
  }
  if (isUnexpected(error, isOutage)) {
    return {
      message: INTERNAL_ERROR_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', ...stacktrace },
    };
  }
  return formatted;
}

/** What every operation's resolvers receive: a unit of work of their own, and who is asking. */
function requestContext(
  orm: Orm,
  request: FastifyRequest,
  admin: CurrentAdmin | null,
  language = requestLanguage(request),
): RequestContext {
  const em = orm.em.fork();
  // Whatever the operation writes knows who asked (the activity record reads it).
  actAs(em, admin);
  return { em, admin, log: request.log, request, language };
}

async function createRequestContext(
  orm: Orm,
  request: FastifyRequest,
  authenticate: RequestAuthenticator,
  language = requestLanguage(request),
): Promise<RequestContext> {
  return requestContext(orm, request, await authenticate(request), language);
}

export interface GraphqlPluginOptions {
  schema: GraphQLSchema;
  orm: Orm;
  authenticate: RequestAuthenticator;
  /**
   * Body parsers for /graphql alone (the media feature's multipart uploads), registered in its
   * own scope so they never meet the REST facade's.
   */
  bodyParsers: readonly FastifyPluginAsync[];
  /** Public reads served from memory until the next mutation. */
  readCache: ReadCache<CachedAnswer>;
  /** Where the cached reads' answers are kept to be sent again as they went out. */
  replay: AnswerReplay;
  /** Which queries the read cache keeps and which mutations leave it alone, as the features declared. */
  readCachePolicy: ReadCachePolicy;
  /** Stacks in GraphQL answers: development only, never in production (they show paths and SQL). */
  includeStacktraceInErrorResponses: boolean;
  /** Tells when a subscriber's session ends, to close its connection then. */
  watchSession: SessionWatch;
}

/**
 * Apollo Server at /graphql (POST for operations, GET for queries and the Apollo Sandbox
 * landing page), the schema's subscriptions over a WebSocket at the same address
 * (subscription-server.ts), and `app.executeGraphql` for the REST facade.
 */
const graphqlPlugin: FastifyPluginAsync<GraphqlPluginOptions> = async (
  app: FastifyInstance,
  {
    schema,
    orm,
    authenticate,
    bodyParsers,
    readCache,
    replay,
    readCachePolicy,
    includeStacktraceInErrorResponses,
    watchSession,
  },
) => {
  checkReadCachePolicy(readCachePolicy, schema);
  const isOutage: OutageTest = (error) => app.databaseAvailability.explains(error);
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    // Our client sends whole documents; a cache of hashed ones would only be memory for strangers to fill.
    persistedQueries: false,
    csrfPrevention: true,
    validationRules: queryLimitRules(),
    // A document this long is abuse before it is a query; refused while parsing.
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    formatError: (formatted, error) => formatGraphqlError(formatted, error, isOutage),
    includeStacktraceInErrorResponses,
    // The server's own stop (http/graceful-shutdown.ts) owns the signals: Apollo's would close
    // Fastify at once, cutting a drain short, then signal the process again.
    stopOnTerminationSignals: false,
    plugins: [
      readCachePlugin(readCache, readCachePolicy),
      databaseOutagePlugin(app.databaseAvailability),
      operationChecksPlugin(),
      graphqlTextGuard(),
      ApolloServerPluginLandingPageLocalDefault({ footer: false }),
      {
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue }) {
              for (const error of errors) {
                if (isUnexpected(error, isOutage))
                  contextValue.log.error({ err: unwrapResolverError(error) }, 'GraphQL operation failed');
              }
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  // Once the HTTP server has closed (no request left), Apollo's own stop.
  app.addHook('onClose', () => apollo.stop());

  // A scope of its own, so the GraphQL body parsers (the multipart file uploads) serve /graphql
  // only and never meet the REST facade's.
  await app.register(async (scope) => {
    // Cached answers first: a hit is sent before the upload parser's hooks run (a JSON body is
    // parsed by then; a multipart one is not, and is never a hit).
    scope.addHook('preParsing', replay.answerPostsAt('/graphql'));
    scope.addHook('preValidation', serveCachedGraphql(readCache, replay));
    for (const parser of bodyParsers) await scope.register(parser);
    const route = {
      url: '/graphql',
      // Texts are checked on the operation's variables (graphqlTextGuard), answered as GraphQL errors.
      config: { checksOwnTexts: true },
      // The Apollo Sandbox landing page loads Apollo's embed; every other answer here is JSON.
      helmet: { contentSecurityPolicy: { useDefaults: false, directives: SANDBOX_CSP } },
      handler: fastifyApolloHandler(apollo, {
        context: async (request) => {
          try {
            return await createRequestContext(orm, request, authenticate);
          } catch (error) {
            if (!isOutage(error)) throw error;
            app.databaseAvailability.reportFailure(error);
            throw databaseUnavailableContextError(error);
          }
        },
      }),
    };
    scope.route({ ...route, method: ['POST', 'OPTIONS'] });
    if (!schema.getSubscriptionType()) {
      scope.route({ ...route, method: 'GET' });
      return;
    }
    // A GET that asks to upgrade becomes a subscriber's WebSocket; any other GET is Apollo's.
    await acceptWebSockets(app, scope);
    scope.route({
      ...route,
      method: 'GET',
      wsHandler: subscriptionServer({
        schema,
        authenticate,
        watchSession,
        context: (request, admin) => requestContext(orm, request, admin),
        formatError: (formatted, error) => formatGraphqlError(formatted, error, isOutage),
        databaseAvailability: app.databaseAvailability,
      }),
    });
  });

  app.decorate('executeGraphql', (async (request, document, variables, language) => {
    const response = await apollo.executeOperation({ query: document, variables } as unknown as GraphQLRequest, {
      contextValue: await createRequestContext(orm, request, authenticate, language),
    });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the REST facade');
    return response.body.singleResult as GraphqlResult<never>;
  }) as GraphqlExecutor);
};

export default fp(graphqlPlugin, { name: 'graphql' });
