import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { outboxMails } from '../mail/testing/outbox';
import { orderPayload, type OrderLine } from './order-testing';

// A message on the cake. Products the owner marks as taking one (messageMaxLength)
// carry a message per order line; the same cake with two messages is two lines.

const t = useTestApp({ admin: true });
const json = { 'content-type': 'application/json' };

let cakeId: number;
let mixId: number;

beforeAll(async () => {
  const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
    Array<{ id: number; name: string }>
  >();
  cakeId = products.find((product) => product.name === 'Chocolate Fudge Cake')!.id;
  mixId = products.find((product) => product.name === 'Fudgy Brownie Mix')!.id;
  const marked = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${cakeId}`,
    headers: { ...t.admin, ...json },
    payload: { messageMaxLength: 20 },
  });
  expect(marked.statusCode, marked.body).toBe(200);
});

const order = (items: OrderLine[], headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...json, ...headers }, payload: orderPayload(items) });

async function storedItems(orderId: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: t.admin });
  return response.json<{ items: Array<{ productId: number; quantity: number; message: string | null }> }>().items;
}

describe('product messageMaxLength over REST', () => {
  it('is null for a product that takes no message, and the limit for one that does', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
      Array<{ id: number; messageMaxLength: number | null }>
    >();
    expect(products.find((product) => product.id === cakeId)!.messageMaxLength).toBe(20);
    expect(products.find((product) => product.id === mixId)!.messageMaxLength).toBeNull();
  });

  it('is kept by an update that leaves it out, and turned off by null or 0', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/products/${mixId}`, headers: { ...t.admin, ...json }, payload });
    expect((await put({ message_max_length: 30 })).json().messageMaxLength).toBe(30);
    expect((await put({ featured: false })).json().messageMaxLength).toBe(30);
    expect((await put({ messageMaxLength: null })).json().messageMaxLength).toBeNull();
    expect((await put({ messageMaxLength: 12 })).json().messageMaxLength).toBe(12);
    expect((await put({ messageMaxLength: 0 })).json().messageMaxLength).toBeNull();
  });

  it('refuses a limit above 200 with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${mixId}`,
      headers: { ...t.admin, ...json },
      payload: { messageMaxLength: 201 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Message length must be a whole number from 1 to 200, or 0 for no message');
  });

  it('is read from a multipart form as text', async () => {
    const boundary = 'crumbboundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="message_max_length"',
      '',
      '15',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${mixId}`,
      headers: { ...t.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().messageMaxLength).toBe(15);
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${mixId}`,
      headers: { ...t.admin, ...json },
      payload: { messageMaxLength: 0 },
    });
  });
});

describe('a message on an order line', () => {
  it('keeps the same cake with two messages as two lines, merges equal messages, and answers each message', async () => {
    const response = await order([
      { productId: cakeId, quantity: 1, message: '  Happy Birthday Sara ' },
      { productId: cakeId, quantity: 1, message: 'Congratulations' },
      { productId: cakeId, quantity: 2, message: 'Happy Birthday Sara' },
      { productId: cakeId, quantity: 1 },
      { productId: mixId, quantity: 1, message: '   ' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const items = await storedItems(response.json().orderId);
    expect(items.map(({ productId, quantity, message }) => ({ productId, quantity, message }))).toEqual(
      expect.arrayContaining([
        { productId: cakeId, quantity: 3, message: 'Happy Birthday Sara' },
        { productId: cakeId, quantity: 1, message: 'Congratulations' },
        { productId: cakeId, quantity: 1, message: null },
        { productId: mixId, quantity: 1, message: null },
      ]),
    );
    expect(items).toHaveLength(4);
  });

  it('refuses a message for a product that takes none, naming it', async () => {
    const response = await order([{ productId: mixId, quantity: 1, message: 'Hello' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Fudgy Brownie Mix takes no message');
  });

  it("refuses a message longer than the product's limit", async () => {
    const response = await order([{ productId: cakeId, quantity: 1, message: 'x'.repeat(21) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The message for Chocolate Fudge Cake is too long (at most 20 characters)');
    expect((await order([{ productId: cakeId, quantity: 1, message: ` ${'x'.repeat(20)} ` }])).statusCode).toBe(201);
  });

  it('makes a different message a different order for the same Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'cake-message-key' };
    const first = await order([{ productId: cakeId, quantity: 1, message: 'Happy Birthday Sara' }], key);
    expect(first.statusCode).toBe(201);
    const again = await order([{ productId: cakeId, quantity: 1, message: ' Happy Birthday Sara' }], key);
    expect(again.json()).toEqual(first.json());
    expect((await order([{ productId: cakeId, quantity: 1, message: 'Happy Birthday Noor' }], key)).statusCode).toBe(
      409,
    );
  });

  it('is in the GraphQL order lines, the CSV export and the owner email', async () => {
    const mailsBefore = (await outboxMails(t)).length;
    const placed = await order([{ productId: cakeId, quantity: 1, message: 'Happy Birthday Sara' }]);
    const orderId = placed.json().orderId as number;

    const graphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...t.admin, ...json },
      payload: { query: `{ order(id: "${orderId}") { items { message } } }` },
    });
    expect(graphql.json()).toEqual({ data: { order: { items: [{ message: 'Happy Birthday Sara' }] } } });

    const csv = (
      await t.app.inject({ method: 'GET', url: `/api/orders/export.csv?q=%23${orderId}`, headers: t.admin })
    ).rawPayload.toString('utf8');
    expect(csv).toContain('"Chocolate Fudge Cake x 1 ""Happy Birthday Sara"""');

    const mails = await outboxMails(t);
    expect(mails.length).toBeGreaterThan(mailsBefore);
    const mail = mails.find((candidate) => candidate.subject.includes(`#${orderId}:`))!;
    expect(mail.text).toContain('- Chocolate Fudge Cake x 1: 12.500 BD\n  Message: "Happy Birthday Sara"');
  });
});
