import type { TestApp } from '../test/test-app';

export interface BenchTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Caps the number of requests (for calls that write), instead of running for the duration. */
  requests?: Array<Record<string, unknown>>;
  /** After the run: a short note proving nothing was lost (for writes). */
  verify?: () => Promise<string>;
}

/** The hot calls: the catalog read over REST and over GraphQL. */
export async function benchTargets(_t: TestApp): Promise<BenchTarget[]> {
  return [
    { name: 'GET /api/products', method: 'GET', path: '/api/products' },
    {
      name: 'GraphQL products',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products { id name description price image featured categoryId category { name } } }' }),
    },
  ];
}
