import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCacheRetention, UNUSED_DATA_TTL_MS } from './cache-retention';

const Settings = gql`
  query Settings {
    settings {
      siteName
    }
  }
`;
const Products = gql`
  query Products {
    products {
      id
      name
    }
  }
`;

function clientWithData() {
  // No network: the cache is filled by hand and never refetched.
  const client = new ApolloClient({
    link: ApolloLink.empty(),
    cache: new InMemoryCache({ typePolicies: { SiteSettings: { keyFields: [] } } }),
  });
  client.writeQuery({ query: Settings, data: { settings: { __typename: 'SiteSettings', siteName: 'Crumb' } } });
  client.writeQuery({ query: Products, data: { products: [{ __typename: 'Product', id: '1', name: 'Cake' }] } });
  return client;
}

describe('unused query data is discarded after 5 minutes', () => {
  it('evicts what no mounted query read for 5 minutes, and keeps what one still reads', () => {
    const client = clientWithData();
    const watching = client.watchQuery({ query: Settings, fetchPolicy: 'cache-only' }).subscribe(() => undefined);
    const retention = createCacheRetention(client);

    retention.sweep(0);
    retention.sweep(UNUSED_DATA_TTL_MS - 1);
    expect(client.readQuery({ query: Products })).not.toBeNull();

    retention.sweep(UNUSED_DATA_TTL_MS);
    expect(client.readQuery({ query: Products })).toBeNull();
    // The product itself is gone too, not only the list pointing at it.
    expect(client.cache.extract()).not.toHaveProperty('Product:1');
    expect(client.readQuery({ query: Settings })).toEqual({
      settings: { __typename: 'SiteSettings', siteName: 'Crumb' },
    });
    watching.unsubscribe();
  });

  it('counts the 5 minutes from the last time a page used the data', () => {
    const client = clientWithData();
    const retention = createCacheRetention(client);
    retention.sweep(0);
    const watching = client.watchQuery({ query: Products, fetchPolicy: 'cache-only' }).subscribe(() => undefined);
    retention.sweep(4 * 60_000);
    watching.unsubscribe();

    retention.sweep(8 * 60_000);
    expect(client.readQuery({ query: Products })).not.toBeNull();
    retention.sweep(9 * 60_000);
    expect(client.readQuery({ query: Products })).toBeNull();
  });
});
