import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import type { GraphqlAnswer, GraphqlOperation, GraphqlRunner } from '@crumb/shared/server-entry-contract';
import { createApolloCache } from '../app/apollo-client';

export type { GraphqlAnswer, GraphqlOperation, GraphqlRunner };

/** What a render asked: the names of the queries answered, and whether any failed. */
export interface OperationLog {
  answered: Set<string>;
  failed: boolean;
}

/**
 * A client for one server render: its own cache (extracted into the page afterwards) and a link
 * that hands each operation to the server's runner, which answers it in-process through the
 * same schema, rules and read cache as /graphql.
 */
export function createServerApolloClient(run: GraphqlRunner, log: OperationLog): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { query, variables, operationName } = operation;
        run({ query, variables, operationName })
          .then((answer) => {
            if (answer.errors?.length) log.failed = true;
            else if (operationName) log.answered.add(operationName);
            observer.next(answer as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            log.failed = true;
            observer.error(error);
          });
      }),
  );
  return new ApolloClient({ ssrMode: true, link, cache: createApolloCache() });
}
