import type { ApolloClient } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';

/** The query cache discards data no page has used for 5 minutes (docs/product.md#browser-caching). */
export const UNUSED_DATA_TTL_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/** The top-level fields a query reads ('products', 'settings'). */
function rootFields(document: DocumentNode): string[] {
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD ? [selection.name.value] : [],
        )
      : [],
  );
}

/** The field names stored under the cache's root query; 'products({"featured":true})' is 'products'. */
function cachedRootFields(client: ApolloClient): Set<string> {
  const { ROOT_QUERY: root = {} } = client.cache.extract() as { ROOT_QUERY?: Record<string, unknown> };
  return new Set(
    Object.keys(root)
      .map((key) => key.split(/[(:]/)[0]!)
      .filter((name) => name !== '__typename'),
  );
}

/**
 * Apollo keeps everything it ever fetched for as long as the page lives; unused data
 * goes after 5 minutes instead (docs/product.md#browser-caching), so a shop left open all day does not hold every
 * product list it once showed. A sweep notes the root fields that a mounted query reads, and
 * evicts (then garbage-collects) those no mounted query has read for the whole period. A page
 * that needs one again simply fetches it.
 */
export function createCacheRetention(client: ApolloClient, ttlMs = UNUSED_DATA_TTL_MS) {
  const lastUsed = new Map<string, number>();
  return {
    sweep(now = Date.now()): void {
      const inUse = new Set([...client.getObservableQueries('active')].flatMap((query) => rootFields(query.query)));
      let evicted = false;
      for (const field of cachedRootFields(client)) {
        const since = lastUsed.get(field);
        if (inUse.has(field) || since === undefined) {
          lastUsed.set(field, now);
        } else if (now - since >= ttlMs) {
          client.cache.evict({ id: 'ROOT_QUERY', fieldName: field });
          lastUsed.delete(field);
          evicted = true;
        }
      }
      if (evicted) client.cache.gc();
    },
  };
}

/** Sweeps the client's cache every minute; returns the function that stops it. */
export function discardUnusedData(client: ApolloClient): () => void {
  const retention = createCacheRetention(client);
  const timer = setInterval(() => retention.sweep(), SWEEP_EVERY_MS);
  return () => clearInterval(timer);
}
