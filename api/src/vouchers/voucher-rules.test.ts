import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { Order } from '../orders/order.entity';
import { REST_VOUCHER_FIELDS, voucherCalls } from './voucher-testing';

// A voucher's expiry, minimum subtotal and usage limit, and the uses counted with the
// order. Run against the real PostgreSQL too (DATABASE_URL): there the racing orders overlap.

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t);

const vouchers = voucherCalls(t, 'RULE');
const { asAdmin, anonymous, freshCode } = vouchers;
const createVoucher = (body: Record<string, unknown>) =>
  vouchers.createVoucher({ code: freshCode(), discount: 10, type: 'percentage', ...body });

let product: { id: number; price: number };
beforeAll(async () => {
  product = (await t.app.inject({ method: 'GET', url: '/api/products' })).json()[0];
});

const order = (voucherCode: string, quantity = 1, customerName = 'Voucher Shopper') => ({
  customerName,
  whatsapp: '+973 3000 0000',
  address: 'Manama',
  paymentMethod: 'cash',
  voucherCode,
  items: [{ productId: product.id, quantity }],
});
const placeOrder = (body: object) => anonymous('POST', '/api/orders', body);
const countOrders = () => t.orm.em.fork().count(Order);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

describe('voucher rules over REST', () => {
  it('answers the rules and the used count, null and 0 when unset', async () => {
    const plain = await createVoucher({});
    expect(plain).toMatchObject({ expiresAt: null, minSubtotal: null, usageLimit: null, usedCount: 0 });
    expect(Object.keys(plain).sort()).toEqual(REST_VOUCHER_FIELDS);
  });

  it('creates, reads and lists a voucher with its rules', async () => {
    const expiresAt = '2030-01-31T21:00:00.000Z';
    const created = await createVoucher({ expiresAt, minSubtotal: 5.5, usageLimit: 50 });
    expect(created).toMatchObject({ expiresAt, minSubtotal: 5.5, usageLimit: 50, usedCount: 0 });
    expect((await asAdmin('GET', `/api/vouchers/${created.code}`)).json()).toEqual(created);
    expect((await asAdmin('GET', '/api/vouchers')).json()).toContainEqual(created);
  });

  it('updates a rule, keeps omitted ones, and removes one sent as null', async () => {
    const created = await createVoucher({ expiresAt: inAnHour(), minSubtotal: 3, usageLimit: 5 });
    const changed = await asAdmin('PUT', `/api/vouchers/${created.id}`, { usageLimit: 10, minSubtotal: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...created, usageLimit: 10, minSubtotal: null });
    const kept = await asAdmin('PUT', `/api/vouchers/${created.id}`, { active: false });
    expect(kept.json()).toEqual({ ...created, usageLimit: 10, minSubtotal: null, active: false });
  });

  it('never writes usedCount', async () => {
    const created = await createVoucher({ usageLimit: 3 });
    const created2 = await asAdmin('POST', '/api/vouchers', {
      code: freshCode(),
      discount: 5,
      type: 'percentage',
      usedCount: 3,
    });
    expect(created2.json().usedCount ?? 0).toBe(0);
    const update = await asAdmin('PUT', `/api/vouchers/${created.id}`, { usedCount: 3 });
    expect(update.json().usedCount ?? 0).toBe(0);
    expect((await asAdmin('GET', `/api/vouchers/${created.id}`)).json().usedCount).toBe(0);
  });

  it.each([
    [{ minSubtotal: 0 }, 'A minimum subtotal must be greater than 0'],
    [{ minSubtotal: -1 }, 'A minimum subtotal must be greater than 0'],
  ])('answers 400 for the rule %j', async (rule, error) => {
    const response = await asAdmin('POST', '/api/vouchers', {
      code: freshCode(),
      discount: 5,
      type: 'percentage',
      ...rule,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('answers 400 for a usage limit under 1', async () => {
    const response = await asAdmin('POST', '/api/vouchers', {
      code: freshCode(),
      discount: 5,
      type: 'percentage',
      usageLimit: 0,
    });
    expect(response.statusCode).toBe(400);
    const graphqlAnswer = await graphql(
      `mutation { createVoucher(input: { code: "${freshCode()}", type: percentage, discount: 5, usageLimit: 0 }) { id } }`,
      {},
      t.admin,
    );
    expect(graphqlAnswer.errors?.[0]?.message).toBe('A usage limit must be a whole number of at least 1');
  });

  it('answers 400 for an expiry that is not a date-time', async () => {
    const response = await asAdmin('POST', '/api/vouchers', {
      code: freshCode(),
      discount: 5,
      type: 'percentage',
      expiresAt: 'tomorrow',
    });
    expect(response.statusCode).toBe(400);
  });

  it('documents the fields in OpenAPI', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const text = JSON.stringify(document);
    for (const field of ['expiresAt', 'minSubtotal', 'usageLimit', 'usedCount']) expect(text).toContain(`"${field}"`);
  });
});

describe('voucher rules over GraphQL', () => {
  it('writes and answers the rules; usedCount is not an input', async () => {
    const created = await graphql(
      `
        mutation ($input: VoucherInput!) {
          createVoucher(input: $input) {
            code
            expiresAt
            minSubtotal
            usageLimit
            usedCount
          }
        }
      `,
      {
        input: {
          code: freshCode('GQL'),
          type: 'fixed',
          discount: 1,
          expiresAt: '2031-05-01T00:00:00.000Z',
          minSubtotal: 2.25,
          usageLimit: 7,
        },
      },
      t.admin,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createVoucher).toMatchObject({
      expiresAt: '2031-05-01T00:00:00.000Z',
      minSubtotal: 2.25,
      usageLimit: 7,
      usedCount: 0,
    });

    const refused = await graphql(
      `mutation { updateVoucher(id: "${created.data.createVoucher.code}", input: { usedCount: 1 }) { id } }`,
      {},
      t.admin,
    );
    expect(refused.errors?.[0]?.message).toMatch(/usedCount/);
  });

  it('validateVoucher refuses with each rule its own message', async () => {
    const expired = await createVoucher({ expiresAt: anHourAgo() });
    const { errors } = await graphql(
      `query { validateVoucher(code: "${expired.code}", subtotal: 10) { discountAmount } }`,
    );
    expect(errors?.[0]).toMatchObject({ message: 'This voucher has expired', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('POST /api/vouchers/validate with rules', () => {
  const validate = (code: string, subtotal: number) => anonymous('POST', '/api/vouchers/validate', { code, subtotal });

  it('applies a voucher inside its rules', async () => {
    const voucher = await createVoucher({ expiresAt: inAnHour(), minSubtotal: 5, usageLimit: 1 });
    const response = await validate(voucher.code, 5);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ voucher, discountAmount: 0.5 });
  });

  it("refuses an expired voucher: 'This voucher has expired'", async () => {
    const voucher = await createVoucher({ expiresAt: anHourAgo() });
    const response = await validate(voucher.code, 10);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'This voucher has expired' });
  });

  it('refuses a subtotal under the minimum, naming the minimum in BD', async () => {
    const voucher = await createVoucher({ minSubtotal: 7.5 });
    const response = await validate(voucher.code, 7.499);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'This voucher needs a subtotal of at least 7.500 BD' });
  });

  it("refuses a used-up voucher: 'This voucher has been used up'", async () => {
    const voucher = await createVoucher({ usageLimit: 1 });
    expect((await placeOrder(order(voucher.code))).statusCode).toBe(201);
    const response = await validate(voucher.code, 10);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'This voucher has been used up' });
  });

  it("still answers 'Invalid voucher code' for an inactive voucher, whatever its rules", async () => {
    const voucher = await createVoucher({ active: false, expiresAt: anHourAgo() });
    expect((await validate(voucher.code, 10)).json()).toEqual({ error: 'Invalid voucher code' });
  });
});

describe('orders with voucher rules', () => {
  it('counts a use per order placed with the voucher', async () => {
    const voucher = await createVoucher({});
    for (let i = 0; i < 2; i++) expect((await placeOrder(order(voucher.code.toLowerCase()))).statusCode).toBe(201);
    expect((await asAdmin('GET', `/api/vouchers/${voucher.id}`)).json().usedCount).toBe(2);
  });

  it.each([
    ['expired', { expiresAt: new Date(Date.now() - 1000).toISOString() }, 1, 'This voucher has expired'],
    ['under its minimum', { minSubtotal: 100_000 }, 1, 'This voucher needs a subtotal of at least 100000.000 BD'],
  ])('refuses an order with a voucher %s, placing nothing and counting no use', async (_, rules, quantity, error) => {
    const voucher = await createVoucher(rules);
    const before = await countOrders();
    const response = await placeOrder(order(voucher.code, quantity));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await countOrders()).toBe(before);
    expect((await asAdmin('GET', `/api/vouchers/${voucher.id}`)).json().usedCount).toBe(0);
  });

  it('applies a minimum to the subtotal before delivery and discount', async () => {
    const voucher = await createVoucher({ minSubtotal: product.price * 2 });
    expect((await placeOrder(order(voucher.code, 1))).statusCode).toBe(400);
    expect((await placeOrder(order(voucher.code, 2))).statusCode).toBe(201);
  });

  it('refuses the order after the last use, and takes a raised limit', async () => {
    const voucher = await createVoucher({ usageLimit: 1 });
    expect((await placeOrder(order(voucher.code))).statusCode).toBe(201);
    const refused = await placeOrder(order(voucher.code));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'This voucher has been used up' });
    await asAdmin('PUT', `/api/vouchers/${voucher.id}`, { usageLimit: 2 });
    expect((await placeOrder(order(voucher.code))).statusCode).toBe(201);
    expect((await asAdmin('GET', `/api/vouchers/${voucher.id}`)).json()).toMatchObject({ usageLimit: 2, usedCount: 2 });
  });

  it('counts one use for an order repeated with its Idempotency-Key', async () => {
    const voucher = await createVoucher({ usageLimit: 2 });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: order(voucher.code),
        headers: { 'idempotency-key': `rules-${voucher.code}` },
      });
    const responses = await Promise.all([send(), send(), send()]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await asAdmin('GET', `/api/vouchers/${voucher.id}`)).json().usedCount).toBe(1);
  });

  it('gives exactly 5 discounts to 20 shoppers racing for a 5-use voucher, refusing the other 15', async () => {
    const voucher = await createVoucher({ usageLimit: 5, type: 'fixed', discount: 0.5 });
    const before = await countOrders();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => placeOrder(order(voucher.code, 1, `Racer ${i}`))),
    );
    const placed = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'This voucher has been used up' });
    }
    expect(await countOrders()).toBe(before + 5);
    const discounted = await t.orm.em.fork().find(Order, { voucherCode: voucher.code });
    expect(discounted).toHaveLength(5);
    expect(discounted.every((o) => o.discountFils === 500)).toBe(true);
    expect((await asAdmin('GET', `/api/vouchers/${voucher.id}`)).json().usedCount).toBe(5);
  });
});
