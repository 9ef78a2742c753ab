import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, OperationTypeNode, type DocumentNode } from 'graphql';

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

const operationNames = (document: DocumentNode) =>
  document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value ?? '(unnamed)'] : [],
  );

/** Where subscriptions are answered, for the callers who ask for one elsewhere. */
export const SUBSCRIPTIONS_ANSWERED_AT = 'a WebSocket at /graphql (the graphql-transport-ws protocol)';

/**
 * The refusal of a document in which GraphQL cannot pick the operation to run: `operationName`
 * names none of its operations, or it has several and names none.
 */
export function unpickedOperationError(document: DocumentNode, operationName: string | null | undefined): GraphQLError {
  const names = operationNames(document).join(', ');
  return badRequest(
    operationName
      ? `The document has no operation named "${operationName}" (it has: ${names}).`
      : `The document has several operations (${names}): name the one to run in operationName.`,
  );
}

/**
 * A request whose document does not say which operation to run, or asks for one this endpoint
 * cannot answer, is the caller's mistake: 400 with what to change, before anything runs (left
 * to execution, these ended as 'Internal server error').
 */
export function operationChecksPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request, document }) {
          if (!operation) throw unpickedOperationError(document, request.operationName);
          if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
            throw badRequest(
              `Subscriptions are answered over ${SUBSCRIPTIONS_ANSWERED_AT}, not a plain HTTP request: send a query or a mutation here.`,
            );
          }
        },
      };
    },
  };
}
