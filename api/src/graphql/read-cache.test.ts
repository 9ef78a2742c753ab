import { describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/admin-session';
import { useTestApp } from '../../test/use-test-app';
import { Product } from '../catalog/product.entity';
import { ReadCache } from './read-cache';
import { graphqlCacheKey } from './read-cache.plugin';

describe('ReadCache', () => {
  it('drops an answer read while a write happened', () => {
    const cache = new ReadCache<string>();
    const before = cache.currentVersion();
    cache.invalidate();
    cache.set('products', 'old answer', before);
    expect(cache.get('products')).toBeUndefined();
    cache.set('products', 'new answer', cache.currentVersion());
    expect(cache.get('products')).toBe('new answer');
  });

  it('tells its listeners of a write here, but not of a write on another instance, so instances never echo each other', () => {
    const cache = new ReadCache<string>();
    let told = 0;
    cache.onInvalidate(() => (told += 1));
    cache.set('products', 'answer', cache.currentVersion());
    cache.invalidateForPeer();
    expect(cache.get('products')).toBeUndefined();
    expect(told).toBe(0);
    cache.invalidate();
    expect(told).toBe(1);
  });

  it('forgets the oldest entry when full, and every entry after its age limit', async () => {
    const cache = new ReadCache<string>(2, 20);
    cache.set('a', '1', 0);
    cache.set('b', '2', 0);
    cache.set('c', '3', 0);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', '3']);
    await new Promise((wait) => setTimeout(wait, 30));
    expect(cache.get('c')).toBeUndefined();
  });
});

describe('graphqlCacheKey', () => {
  it('gives requests whose parts hold the same characters split otherwise keys of their own', () => {
    const keys = [
      { query: '{ a }', operationName: 'B' },
      { query: '{ a }B' },
      { query: '{ a }B', operationName: '' },
      { query: '{ a }', operationName: 'B', variables: { x: 1 } },
      { query: '{ a }', operationName: 'B{"x":1}' },
      { query: '{ a }', operationName: 'B', variables: { x: '1' } },
    ].map((request) => graphqlCacheKey(request, 'en'));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives the same request the same key, however its variables are left out', () => {
    expect(graphqlCacheKey({ query: '{ a }', variables: null }, 'en')).toBe(
      graphqlCacheKey({ query: '{ a }', variables: {} }, 'en'),
    );
    expect(graphqlCacheKey({ query: '{ a }', operationName: null }, 'ar')).toBe(
      graphqlCacheKey({ query: '{ a }' }, 'ar'),
    );
  });

  it('keeps each language its own answer', () => {
    expect(graphqlCacheKey({ query: '{ a }' }, 'en')).not.toBe(graphqlCacheKey({ query: '{ a }' }, 'ar'));
  });
});

describe('cached catalog reads', () => {
  const t = useTestApp();

  const restPrice = async (name: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/products' })).json().find((p: { name: string }) => p.name === name)
      .price;
  const graphqlPrice = async (name: string) =>
    (await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ products { name price } }' } }))
      .json()
      .data.products.find((p: { name: string }) => p.name === name).price;

  it('show a change made through the API at once, over REST and GraphQL', async () => {
    expect(await restPrice('Luqaimat Box')).toBe(2.5);
    expect(await graphqlPrice('Luqaimat Box')).toBe(2.5);
    const product = await t.orm.em.fork().findOneOrFail(Product, { name: 'Luqaimat Box' });

    const updated = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: await adminHeaders(t),
      payload: {
        query: 'mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { price } }',
        variables: { id: String(product.id), input: { price: 2.75 } },
      },
    });
    expect(updated.json(), JSON.stringify(updated.json())).toHaveProperty('data.updateProduct.price', 2.75);
    expect(await restPrice('Luqaimat Box')).toBe(2.75);
    expect(await graphqlPrice('Luqaimat Box')).toBe(2.75);
  });

  it('answer a GraphQL hit as the miss that stored it was answered', async () => {
    const query = { query: '{ products { id name price } }' };
    const miss = await t.app.inject({ method: 'POST', url: '/graphql', payload: query });
    const hit = await t.app.inject({ method: 'POST', url: '/graphql', payload: query });
    expect(miss.statusCode).toBe(200);
    expect(hit.statusCode).toBe(200);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);
    expect(hit.json()).toEqual(miss.json());
  });

  it('answer a query sent as a GET, as the web client sends them, from the same cache as a POST', async () => {
    const query = '{ products { name price } }';
    const viaPost = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
    // Renamed behind the API's back: only an answer from the cache still has the old name.
    await t.orm.em.fork().nativeUpdate(Product, { name: 'Luqaimat Box' }, { name: 'Renamed unseen' });
    const get = (headers: Record<string, string>, variables = '{}') =>
      t.app.inject({ method: 'GET', url: '/graphql', query: { query, variables }, headers });
    const viaGet = await get({ 'content-type': 'application/json' });
    expect(viaGet.statusCode).toBe(200);
    expect(viaGet.json()).toEqual(viaPost.json());

    // A GET a form or a link could make is refused (CSRF prevention), cached answer or not.
    expect((await get({})).statusCode).toBe(400);
    expect((await get({ 'content-type': 'application/json' }, '{not json')).statusCode).toBe(400);
  });

  it('leave a body that is not an operation to Apollo, which refuses it', async () => {
    await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ products { id } }' } });
    for (const payload of [
      { query: { kind: 'Document' } },
      { query: '{ products { id } }', operationName: 7 },
      { query: '{ products { id } }', variables: 'x' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/graphql', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('keep pages of products, but not searches, which are read afresh each time', async () => {
    const names = async (query: string, variables: Record<string, unknown> = {}) =>
      (await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } }))
        .json()
        .data.productPage.items.map((p: { name: string }) => p.name);
    const byVariable = 'query ($q: String) { productPage(q: $q, limit: 100) { items { name } } }';
    const byDefault = 'query ($q: String = "maamoul") { productPage(q: $q) { items { name } } }';
    const byLiteral = '{ productPage(q: "maamoul") { items { name } } }';
    const blankLiteral = '{ productPage(q: " ", limit: 100) { items { name } } }';
    for (const [query, variables] of [
      [byVariable],
      [byVariable, { q: null }],
      [byVariable, { q: 'maamoul' }],
      [byDefault],
      [byLiteral],
      [blankLiteral],
    ] as const) {
      expect(await names(query, variables)).toContain('Date Maamoul Mix');
    }
    // A change behind the API's back: the pages kept still show the old name...
    await t.orm.em
      .getConnection()
      .execute(`update product set name = 'Date Maamoul Box' where name = 'Date Maamoul Mix'`);
    expect(await names(byVariable)).toContain('Date Maamoul Mix');
    expect(await names(byVariable, { q: null })).toContain('Date Maamoul Mix');
    expect(await names(blankLiteral)).toContain('Date Maamoul Mix');
    // ...the searches, however q arrives, find the new one.
    expect(await names(byVariable, { q: 'maamoul' })).toEqual(['Date Maamoul Box']);
    expect(await names(byDefault)).toEqual(['Date Maamoul Box']);
    expect(await names(byLiteral)).toEqual(['Date Maamoul Box']);
  });

  it('are not cleared by mutations that leave the catalog alone, such as a login', async () => {
    expect(await restPrice('Rose Macarons (12)')).toBe(6);
    // A change behind the API's back stays unseen while the cache holds...
    await t.orm.em.getConnection().execute(`update product set price_fils = 6500 where name = 'Rose Macarons (12)'`);
    await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'mutation { login(email: "x@y.z", password: "wrong-password") { token } }' },
    });
    expect(await restPrice('Rose Macarons (12)')).toBe(6);
    // ...until a catalog write clears it.
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: await adminHeaders(t),
      payload: { name: 'Gifts' },
    });
    expect(category.statusCode).toBe(201);
    expect(await restPrice('Rose Macarons (12)')).toBe(6.5);
  });

  it('are cleared by a mutation no feature declares as keeping them, even one refused', async () => {
    expect(await graphqlPrice('Chocolate Fudge Cake')).toBe(12.5);
    await t.orm.em.getConnection().execute(`update product set price_fils = 13000 where name = 'Chocolate Fudge Cake'`);
    expect(await graphqlPrice('Chocolate Fudge Cake')).toBe(12.5);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'mutation { deleteCategory(id: "999999") }' },
    });
    expect(refused.json()).toHaveProperty('errors.0.extensions.code', 'UNAUTHENTICATED');
    expect(await graphqlPrice('Chocolate Fudge Cake')).toBe(13);
  });
});
