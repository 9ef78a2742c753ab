import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import generatedPossibleTypes from '../graphql/possible-types';
import { apiOrigin } from '../shared/api-origin';
import { apiPaths } from '../shared/paths';
import { authLink, expiredSessionLink, languageLink, recordAnswerLink, retryLink } from './apollo-links';
import { createUploadLink, hasFiles } from './upload-link';

/**
 * One client per page load (per test in tests). Links, outermost first: the interface's
 * language (English unless given), the admin's token, forgetting that token once the server refuses
 * it, the retries (docs/product.md#browser-caching), the note of when each query was answered, then
 * HTTP (queries as GETs, mutations as POSTs, multipart when files go along) with credentials
 * included for an API on another origin (docs/product.md#browser-caching).
 */
export function createApolloClient(language: () => string = () => 'en') {
  return new ApolloClient({
    link: ApolloLink.from([
      languageLink(language),
      authLink,
      expiredSessionLink,
      retryLink,
      recordAnswerLink,
      ApolloLink.split(
        (operation) => hasFiles(operation.variables),
        createUploadLink(`${apiOrigin}${apiPaths.graphql}`),
        // Queries go as GETs: a load balancer sends a GET again to another replica when the
        // one it chose dies while answering, which it never does for a POST. The JSON
        // content-type Apollo Client keeps on them satisfies the server's CSRF check.
        new HttpLink({ uri: `${apiOrigin}${apiPaths.graphql}`, credentials: 'include', useGETForQueries: true }),
      ),
    ]),
    cache: createApolloCache(),
  });
}

/** The cache of the browser's client and of the server's (ssr/server-apollo-client.ts): their contents are exchanged. */
export function createApolloCache() {
  return new InMemoryCache({
    // The settings fragments are written on the SiteTexts interface: the cache matches them
    // with the object types the schema says it stands for.
    possibleTypes: generatedPossibleTypes.possibleTypes,
    typePolicies: {
      // A single record without an id: one cache entry that every settings query fills in.
      SiteSettings: { keyFields: [] },
      // A window of one delivery day: its id names the schedule's window, shared by
      // every day, so normalising by it would give every day the places left of one.
      DeliveryDayWindowView: { keyFields: false },
      // A zone's areas as the server answers them, whole: a save moves and removes areas, so the
      // new list replaces the old one rather than merging with it.
      DeliveryZoneView: { fields: { areas: { merge: false } } },
    },
  });
}
