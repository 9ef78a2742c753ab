/**
 * An integrator's client of the REST facade, type-checked (never run) by openapi-client.test.ts
 * against the types openapi-typescript generates from /api/openapi.json: one call of each kind
 * docs/product.md#rest-api lists. When the document stops describing a call as integrators use it,
 * this stops compiling; each `@ts-expect-error` proves the types still refuse a wrong call.
 * Excluded from `tsc -p api`: 'crumb-rest-api' exists only while the test runs.
 */
import createClient from 'openapi-fetch';
import type { operations, paths } from 'crumb-rest-api';

const api = createClient<paths>({ baseUrl: 'https://shop.example' });
const asAdmin = { headers: { Authorization: 'Bearer <token from POST /api/auth/login>' } };

/** Public list: GET /api/products, prices as BD numbers, ids as numbers. */
export async function listProducts(): Promise<
  Array<{ id: number; name: string; price: number; image: string | null; category_id: number }>
> {
  const { data, error } = await api.GET('/api/products');
  if (error) throw new Error(error.error);
  // @ts-expect-error a price is a number of BD, not text
  const wrong: string = data[0]!.price;
  void wrong;
  return data;
}

/** A get with a path parameter: the id is a number. */
export async function getProduct(id: number): Promise<string> {
  const { data } = await api.GET('/api/products/{id}', { params: { path: { id } } });
  // @ts-expect-error the id of /api/products/{id} is a number
  await api.GET('/api/products/{id}', { params: { path: { id: 'seven' } } });
  // @ts-expect-error no such call: the products list is plural
  await api.GET('/api/product');
  return data?.category ?? '';
}

/** A create with a JSON body: POST /api/orders answers {orderId, total}. */
export async function placeOrder(): Promise<{ orderId: number; total: number } | undefined> {
  const { data } = await api.POST('/api/orders', {
    params: { header: { 'idempotency-key': 'checkout-7f3a' } },
    body: {
      customerName: 'Fatima',
      whatsapp: '+97333334444',
      address: 'Manama, Block 305',
      items: [{ productId: 1, quantity: 2 }],
      voucherCode: null,
    },
  });
  // @ts-expect-error a quantity is a whole number, not text
  await api.POST('/api/orders', { body: { items: [{ productId: 1, quantity: '2' }] } });
  return data;
}

/** An admin call with the bearer token: the orders list, then a status change. */
export async function confirmFirstOrder(): Promise<string | undefined> {
  const { data: orders } = await api.GET('/api/orders', asAdmin);
  const first = orders?.[0];
  if (!first) return undefined;
  const { data } = await api.PATCH('/api/orders/{id}/status', {
    ...asAdmin,
    params: { path: { id: first.id } },
    body: { status: 'confirmed' },
  });
  // @ts-expect-error a status change needs the status
  await api.PATCH('/api/orders/{id}/status', { ...asAdmin, params: { path: { id: first.id } }, body: {} });
  return data?.status;
}

/** The multipart form of a product write: text fields plus the image file. */
type ProductForm = NonNullable<operations['createProduct']['requestBody']>['content']['multipart/form-data'];

export async function createProductWithImage(image: Blob): Promise<number | undefined> {
  const form: ProductForm = { name: 'Date cake', price: 4.5, category_id: 1, featured: true, image };
  // @ts-expect-error the image is a file, not a path
  const wrong: ProductForm = { image: '/uploads/cake.png' };
  void wrong;
  const { data } = await api.POST('/api/products', {
    ...asAdmin,
    body: form,
    bodySerializer: (fields) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields))
        body.append(name, value instanceof Blob ? value : String(value));
      return body;
    },
  });
  return data?.id;
}

/** Deletes answer {success: true}; vouchers are deleted by id or code. */
export async function deleteVoucher(code: string): Promise<true | undefined> {
  const { data } = await api.DELETE('/api/vouchers/{id}', { ...asAdmin, params: { path: { id: code } } });
  // @ts-expect-error deleting answers success true, never false
  const never: false | undefined = data?.success;
  void never;
  return data?.success;
}

/** Generated clients name methods after operationIds: these names are part of the API. */
export type PublishedOperations = [
  operations['listProducts'],
  operations['getProduct'],
  operations['createProduct'],
  operations['updateVoucher'],
  operations['createOrder'],
  operations['deleteVoucher'],
];
