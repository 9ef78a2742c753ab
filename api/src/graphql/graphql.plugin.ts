import { ApolloServer, type GraphQLRequest } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { DomainError } from '../errors/domain-errors';
import type { CachedAnswer } from '../http/cached-answer';
import { SANDBOX_CSP } from '../http/security.plugin';
import { INTERNAL_ERROR_MESSAGE } from '../errors/error-codes';
import type { Orm } from '../database/orm';
import { graphqlMultipartPlugin } from '../media/graphql-multipart.plugin';
import type { CurrentAdmin } from '../auth/current-admin';
import { MAX_QUERY_TOKENS, queryLimitRules } from './query-limits';
import type { ReadCache } from './read-cache';
import { readCachePlugin, serveCachedGraphql } from './read-cache.plugin';
import type { RequestContext } from './request-context';

export interface GraphqlResult<TData> {
  data?: TData | null;
  errors?: readonly GraphQLFormattedError[];
}

/** Runs one operation in-process against the same schema, rules and error handling as /graphql. */
export type GraphqlExecutor = <TData, TVariables extends Record<string, unknown>>(
  request: FastifyRequest,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<GraphqlResult<TData>>;

declare module 'fastify' {
  interface FastifyInstance {
    executeGraphql: GraphqlExecutor;
  }
}

/**
 * An error nobody planned for: neither a rule's answer (a domain error) nor one Apollo already
 * classified (parse, validation, bad variables: those carry a code of their own).
 */
function isUnexpected(error: unknown): boolean {
  if (unwrapResolverError(error) instanceof DomainError) return false;
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return code === undefined || code === 'INTERNAL_SERVER_ERROR';
}

/** Domain errors keep their message and gain their code; unexpected ones say nothing inside. */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    return { ...formatted, message: original.message, extensions: { ...formatted.extensions, code: original.code } };
  }
  if (isUnexpected(error)) {
    return { message: INTERNAL_ERROR_MESSAGE, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

/** Who is asking: the auth plugin replaces this; until then nobody is signed in. */
export type RequestAuthenticator = (request: FastifyRequest) => Promise<CurrentAdmin | null>;

async function createRequestContext(orm: Orm, request: FastifyRequest, authenticate: RequestAuthenticator): Promise<RequestContext> {
  return { em: orm.em.fork(), admin: await authenticate(request), log: request.log, request };
}

export interface GraphqlPluginOptions {
  schema: GraphQLSchema;
  orm: Orm;
  authenticate: RequestAuthenticator;
  /** Public reads served from memory until the next mutation. */
  readCache: ReadCache<CachedAnswer>;
}

/**
 * Apollo Server at /graphql (POST for operations, GET for queries and the Apollo Sandbox
 * landing page), and `app.executeGraphql` for the REST facade.
 */
const graphqlPlugin: FastifyPluginAsync<GraphqlPluginOptions> = async (app: FastifyInstance, { schema, orm, authenticate, readCache }) => {
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    validationRules: queryLimitRules(),
    // A document this long is abuse before it is a query; refused while parsing.
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    formatError: formatGraphqlError,
    plugins: [
      fastifyApolloDrainPlugin(app),
      readCachePlugin(readCache),
      ApolloServerPluginLandingPageLocalDefault({ footer: false }),
      {
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue }) {
              for (const error of errors) {
                if (isUnexpected(error)) contextValue.log.error({ err: unwrapResolverError(error) }, 'GraphQL operation failed');
              }
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  // A scope of its own, so the GraphQL multipart parser (file uploads) serves /graphql only and
  // never meets the REST facade's @fastify/multipart.
  await app.register(async (scope) => {
    await scope.register(graphqlMultipartPlugin);
    scope.route({
      url: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      // The Apollo Sandbox landing page loads Apollo's embed; every other answer here is JSON.
      helmet: { contentSecurityPolicy: { useDefaults: false, directives: SANDBOX_CSP } },
      preHandler: serveCachedGraphql(readCache),
      handler: fastifyApolloHandler(apollo, { context: (request) => createRequestContext(orm, request, authenticate) }),
    });
  });

  app.decorate('executeGraphql', (async (request, document, variables) => {
    const response = await apollo.executeOperation(
      { query: document, variables } as unknown as GraphQLRequest,
      { contextValue: await createRequestContext(orm, request, authenticate) },
    );
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the REST facade');
    return response.body.singleResult as GraphqlResult<never>;
  }) as GraphqlExecutor);
};

export default fp(graphqlPlugin, { name: 'graphql' });
