import { ApolloServer, type GraphQLRequest } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { DomainError } from '../errors/domain-errors';
import { INTERNAL_ERROR_MESSAGE } from '../errors/error-codes';
import type { Orm } from '../database/orm';
import type { CurrentAdmin } from '../auth/current-admin';
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

/** An error nobody planned for: anything that is neither a rule's answer nor a bad request. */
function isUnexpected(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) return false;
  // GraphQL's own errors (syntax, validation, variable coercion) carry no original error.
  return !(original instanceof GraphQLError && !original.originalError);
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
}

/**
 * Apollo Server at /graphql (POST for operations, GET for queries and the Apollo Sandbox
 * landing page), and `app.executeGraphql` for the REST facade.
 */
const graphqlPlugin: FastifyPluginAsync<GraphqlPluginOptions> = async (app: FastifyInstance, { schema, orm, authenticate }) => {
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    formatError: formatGraphqlError,
    plugins: [
      fastifyApolloDrainPlugin(app),
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

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: fastifyApolloHandler(apollo, { context: (request) => createRequestContext(orm, request, authenticate) }),
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
