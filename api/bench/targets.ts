import { Order } from '../src/orders/order.entity';
import { Product } from '../src/catalog/product.entity';
import type { TestApp } from '../test/test-app';
import { orderPayload } from '../src/orders/order-testing';

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
/** What a browser sends: the cached reads then answer with their stored brotli form. */
const brotli = { 'accept-encoding': 'br' };

/**
 * The hot calls: the catalog and settings reads over REST and over GraphQL (plain, and as a
 * browser asks for them, brotli-compressed), and placing an order.
 */
export async function benchTargets(t: TestApp): Promise<BenchTarget[]> {
  const [product] = await t.orm.em.fork().find(Product, {}, { limit: 1 });
  const countOrders = () => t.orm.em.fork().count(Order);
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
