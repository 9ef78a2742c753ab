import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { form } from '../../test/image-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { placeOrder } from '../orders/order-testing';
import { categoryIdNamed } from './catalog-testing';

// Sold-out products: `available` in the answers and the writes, and orders holding
// a sold-out product refused with 409 / CONFLICT naming it in the request's language.

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t);

interface RestProduct {
  id: number;
  name: string;
  name_ar: string;
  available: boolean;
  [field: string]: unknown;
}

let kunafa: RestProduct;
let cakesId: number;
beforeAll(async () => {
  const products: RestProduct[] = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
  kunafa = products.find((p) => p.name === 'Saffron Kunafa Tray')!;
  cakesId = await categoryIdNamed(t.app, 'Cakes');
});

const put = (id: number, payload: FormData | Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: t.admin, payload: payload as never });
const get = async (id: number): Promise<RestProduct> =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();

const orderOne = (productId: number, headers: Record<string, string> = {}) =>
  placeOrder(t.app, [{ id: productId, quantity: 1 }], headers);

describe('available in REST', () => {
  it('answers every product available by default, and a new one is available unless sent false', async () => {
    const products: RestProduct[] = (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.available === true)).toBe(true);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: t.admin,
      payload: { name: 'Plain Scone', price: 1, category_id: cakesId },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().available).toBe(true);

    const soldOut = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: t.admin,
      payload: form({ name: 'Date Scone', price: '1.250', category_id: String(cakesId), available: 'false' }) as never,
    });
    expect(soldOut.statusCode).toBe(201);
    expect(soldOut.json().available).toBe(false);
  });

  it('flips with a JSON write and back with a multipart one, and nothing else about the product changes', async () => {
    const before = await get(kunafa.id);
    const off = await put(kunafa.id, { available: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...before, available: false });
    expect(await get(kunafa.id)).toEqual({ ...before, available: false });

    const on = await put(kunafa.id, form({ available: 'true' }));
    expect(on.statusCode).toBe(200);
    expect(await get(kunafa.id)).toEqual(before);
  });

  it('refuses a non-boolean value with 400', async () => {
    expect((await put(kunafa.id, { available: 'soon' })).statusCode).toBe(400);
  });

  it('documents available in the OpenAPI answers and writes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const text = JSON.stringify(document.paths['/api/products/{id}'] ?? document.paths['/products/{id}']);
    expect(text).toContain('"available"');
  });
});

describe('an order with a sold-out product', () => {
  it('is refused with 409 naming the product in the request language, and placed again once it is available', async () => {
    await put(kunafa.id, { available: false });
    try {
      const refused = await orderOne(kunafa.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: 'Saffron Kunafa Tray is sold out' });

      const arabic = await orderOne(kunafa.id, { 'accept-language': 'ar' });
      expect(arabic.statusCode).toBe(409);
      expect(arabic.json().error).toBe(`${kunafa.name_ar} is sold out`);

      const orders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: t.admin })).json();
      expect(orders).toHaveLength(0);
    } finally {
      await put(kunafa.id, { available: true });
    }
    expect((await orderOne(kunafa.id)).statusCode).toBe(201);
  });

  it('is refused over GraphQL with CONFLICT, naming every sold-out product', async () => {
    const { data } = await graphql('{ products { id name available } }');
    const [first, second, third] = data.products as Array<{ id: string; name: string; available: boolean }>;
    expect(first!.available).toBe(true);
    for (const product of [first!, second!]) {
      const changed = await graphql(
        'mutation ($id: ID!) { updateProduct(id: $id, input: { available: false }) { available } }',
        { id: product.id },
        t.admin,
      );
      expect(changed.data.updateProduct).toEqual({ available: false });
    }
    try {
      const input = {
        customerName: 'Noor',
        whatsapp: '+973 3311 2233',
        address: 'Block 338, Adliya',
        paymentMethod: 'cash',
        items: [first, second, third].map((p) => ({ productId: p!.id, quantity: 1 })),
      };
      const refused = await graphql('mutation ($input: OrderInput!) { createOrder(input: $input) { orderId } }', {
        input,
      });
      expect(refused.errors[0]).toMatchObject({
        message: `${first!.name} and ${second!.name} are sold out`,
        extensions: { code: 'CONFLICT' },
      });
    } finally {
      for (const product of [first!, second!])
        await graphql(
          'mutation ($id: ID!) { updateProduct(id: $id, input: { available: true }) { id } }',
          { id: product.id },
          t.admin,
        );
    }
  });
});
