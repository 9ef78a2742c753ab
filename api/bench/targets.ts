import { print, type DocumentNode } from 'graphql';
import { orderPayload } from '../src/orders/order-testing';
import { CatalogProductPageDocument, HomepageCategoriesDocument } from '../../web/src/graphql/generated';

export interface BenchTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sends exactly this many requests (for calls that write) instead of running for the duration. */
  amount?: number;
  /** After the run, given how many requests were answered 2xx: a note proving nothing was lost. */
  verify?: (answered2xx: number) => Promise<string>;
}

const graphqlProducts = JSON.stringify({
  query: '{ products { id name description price image featured categoryId category { name } } }',
});
/** A storefront query as its Apollo client sends it: a GET, the document and variables in the query string. */
function storefrontGet(document: DocumentNode, variables: Record<string, unknown> = {}): string {
  const search = new URLSearchParams({ query: print(document), variables: JSON.stringify(variables) });
  return `/graphql?${search.toString()}`;
}

/** What a browser sends: the cached reads then answer with their stored brotli form. */
const brotli = { 'accept-encoding': 'br' };
/** The storefront's GETs carry a JSON content type, as Apollo's client sends them (and its CSRF check asks). */
const storefrontHeaders = { ...brotli, 'content-type': 'application/json' };

/** How many orders the shop at `url` holds, as the owner's list counts them. */
async function orderCount(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/orders?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/orders: ${response.status}`);
  return Number(response.headers.get('x-total-count'));
}

/**
 * The hot calls: the catalog and settings reads over REST and over GraphQL (plain, and as a
 * browser asks for them, brotli-compressed), and placing an order, on the shop at `url` (the
 * owner's `token` counts the orders).
 */
export async function benchTargets(url: string, token: string): Promise<BenchTarget[]> {
  const [product] = (await (await fetch(`${url}/api/products`)).json()) as Array<{ id: number }>;
  const countOrders = () => orderCount(url, token);
  const ordersBefore = await countOrders();
  const order = orderPayload([{ productId: product!.id, quantity: 2 }], { note: '' });
  return [
    { name: 'GET /api/products', method: 'GET', path: '/api/products' },
    { name: 'GET /api/settings', method: 'GET', path: '/api/settings' },
    {
      name: 'GraphQL products',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: graphqlProducts,
    },
    {
      name: 'GraphQL GET catalogue page, br',
      method: 'GET',
      path: storefrontGet(CatalogProductPageDocument, { limit: 24, offset: 0 }),
      headers: storefrontHeaders,
    },
    {
      // Small enough to go uncompressed, as a browser asking for brotli gets it.
      name: 'GraphQL GET home categories',
      method: 'GET',
      path: storefrontGet(HomepageCategoriesDocument),
      headers: storefrontHeaders,
    },
    { name: 'GET /api/products, br', method: 'GET', path: '/api/products', headers: brotli },
    { name: 'GET /api/settings, br', method: 'GET', path: '/api/settings', headers: brotli },
    {
      name: 'GraphQL products, br',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', ...brotli },
      body: graphqlProducts,
    },
    {
      name: 'POST /api/orders',
      method: 'POST',
      path: '/api/orders',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(order),
      amount: 300,
      verify: async (answered) => {
        // The sample request the bare route copies its answer from is one order too.
        const stored = (await countOrders()) - ordersBefore - 1;
        return stored === answered
          ? `${answered} of 300 answered 201, ${stored} stored`
          : `LOST: ${answered} of 300 answered 201, ${stored} stored`;
      },
    },
  ];
}
