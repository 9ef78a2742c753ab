import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { apiOrigin } from '../shared/api-origin';
import { apiPaths } from '../shared/paths';

/**
 * Queries are cache-first by default: settings and categories rarely change and are read
 * from the cache once loaded. Pages that need fresher data (products) ask for it themselves.
 */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: `${apiOrigin}${apiPaths.graphql}` }),
    cache: new InMemoryCache(),
  });
}
