import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, OperationTypeNode, type DocumentNode } from 'graphql';

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

const operationNames = (document: DocumentNode) =>
  document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value ?? '(unnamed)'] : [],
  );

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
          if (!operation) {
            const names = operationNames(document).join(', ');
            throw badRequest(
              request.operationName
                ? `The document has no operation named "${request.operationName}" (it has: ${names}).`
                : `The document has several operations (${names}): name the one to run in operationName.`,
            );
          }
          if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
            throw badRequest('Subscriptions are not answered over a plain HTTP request: send a query or a mutation.');
          }
        },
      };
    },
  };
}
