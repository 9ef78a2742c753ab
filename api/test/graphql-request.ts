import type { TestApp } from './test-app';

type Variables = Record<string, unknown>;
type Headers = Record<string, string>;

/** Posts one GraphQL operation to /graphql through app.inject and answers the whole response, status included. */
export function postGraphql(t: Pick<TestApp, 'app'>, query: string, variables: Variables = {}, headers: Headers = {}) {
  return t.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
}

/** Posts one GraphQL operation to /graphql through app.inject and answers the JSON body. */
export async function graphqlRequest(
  t: Pick<TestApp, 'app'>,
  query: string,
  variables: Variables = {},
  headers: Headers = {},
) {
  return (await postGraphql(t, query, variables, headers)).json();
}

/**
 * A `graphql(query, variables?, headers?)` for a test file; headers left out are
 * `defaultHeaders()`, read at each call (e.g. `() => t.admin`).
 */
export function graphqlClient(t: Pick<TestApp, 'app'>, defaultHeaders: () => Headers = () => ({})) {
  return (query: string, variables: Variables = {}, headers: Headers = defaultHeaders()) =>
    graphqlRequest(t, query, variables, headers);
}
