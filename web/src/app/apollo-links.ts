import { ApolloLink } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';
import { adminToken } from '../auth/admin-token';
import { defaultQueryRetries, recordAnswer, retryDelay, type RetryContext } from '../shared/query-policy';

/** The admin's bearer token on every call when there is one (docs/product.md#tokens-and-logout). */
export const authLink = new ApolloLink((operation, forward) => {
  const token = adminToken.get();
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) =>
    // A call may carry its own token (logout sends the one it revokes after it was forgotten).
    token && !headers.authorization ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {},
  );
  return forward(operation);
});

/**
 * The interface's language on every call, as Accept-Language: the server answers the owner's
 * texts (names, descriptions, the hero...) in it, and keeps its cached answers per language.
 */
export function languageLink(language: () => string) {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'accept-language': language() },
    }));
    return forward(operation);
  });
}

/**
 * An admin token the server no longer accepts (expired after 12 hours, or revoked by a logout
 * elsewhere) ends the session here too: the token is forgotten, so the back office shows its
 * sign-in prompt instead of failing call after call. Only answers to calls that carried the
 * stored token count; a refused login carries none.
 */
export const expiredSessionLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      const refused = result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED');
      const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
      const token = adminToken.get();
      if (refused && token && headers.authorization === `Bearer ${token}`) adminToken.remove();
    }),
  ),
);

/**
 * docs/product.md#browser-caching: failed queries are tried again, 3 times by default (a query may ask for fewer with
 * its context), after 1 s, 2 s, 4 s... up to 30 s. Only network failures are retried: an answer
 * with errors is the server's word. Mutations are never repeated here
 * (checkout sends an unanswered order again itself, with its idempotency key).
 */
export const retryLink = new RetryLink({
  delay: { ...retryDelay, jitter: false },
  attempts: (attempt, operation, error) => {
    if (!error || operation.operationType !== OperationTypeNode.QUERY) return false;
    const { retries = defaultQueryRetries } = operation.getContext() as RetryContext;
    return attempt <= retries;
  },
});

/** Notes when each query last got a good answer, for the freshness of query-policy.ts. */
export const recordAnswerLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      if (operation.operationType === OperationTypeNode.QUERY && !result.errors?.length && operation.operationName) {
        recordAnswer(operation.operationName);
      }
    }),
  ),
);
