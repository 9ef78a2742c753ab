import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { mailsSettled } from '../mail/testing/outbox';
import { orderPayload } from './order-testing';

const statements: string[] = [];
const t = useTestApp({ onQuery: (sql) => statements.push(sql), admin: true });
let productIds: string[];
beforeAll(async () => {
  productIds = (await graphql('{ products { id } }')).data.products.map((p: { id: string }) => p.id);
});

const graphql = graphqlClient(t);

const CREATE_ORDER = `mutation ($input: OrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) { orderId total } }`;
const ORDER_FIELDS = `id createdAt status customerName whatsapp address note paymentMethod subtotal deliveryCharge discount total voucherCode
  items { productId name quantity price lineTotal }`;

describe('orders over GraphQL', () => {
  it('places an order for anyone and answers the order id and the total as Money', async () => {
    const { data, errors } = await graphql(CREATE_ORDER, {
      input: orderPayload([{ productId: productIds[0]!, quantity: 1 }]),
    });
    expect(errors).toBeUndefined();
    expect(data.createOrder).toEqual({ orderId: expect.stringMatching(/^\d+$/), total: expect.any(Number) });
  });

  it('replays an idempotent createOrder and refuses the key for another order with CONFLICT', async () => {
    const input = orderPayload([{ productId: productIds[1]!, quantity: 2 }]);
    const first = await graphql(CREATE_ORDER, { input, key: 'gql-key' });
    const again = await graphql(CREATE_ORDER, { input, key: 'gql-key' });
    expect(again.data).toEqual(first.data);
    const other = await graphql(CREATE_ORDER, { input: { ...input, note: 'different' }, key: 'gql-key' });
    expect(other.errors[0]).toMatchObject({
      message: 'Idempotency-Key was already used for a different order',
      extensions: { code: 'CONFLICT' },
    });
    const empty = await graphql(CREATE_ORDER, { input, key: '' });
    expect(empty.errors[0]).toMatchObject({
      message: 'Idempotency-Key must be 1 to 200 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers UNAUTHENTICATED to the admin operations without a token', async () => {
    for (const query of [
      `{ orders { id } }`,
      `{ order(id: "1") { id } }`,
      `mutation { updateOrderStatus(id: "1", status: "confirmed") { id } }`,
      `mutation { sendTestEmail { success } }`,
    ]) {
      expect((await graphql(query)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });

  it('shows the admin the full order and lets them set its status', async () => {
    const placed = (await graphql(CREATE_ORDER, { input: orderPayload([{ productId: productIds[2]!, quantity: 3 }]) }))
      .data.createOrder;
    const { data } = await graphql(
      `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
      { id: placed.orderId },
      t.admin,
    );
    expect(data.order).toMatchObject({
      id: placed.orderId,
      status: 'pending',
      paymentMethod: 'cash',
      total: placed.total,
      voucherCode: null,
      deliveryCharge: 2,
    });
    expect(new Date(data.order.createdAt).toISOString()).toBe(data.order.createdAt);
    const [line] = data.order.items;
    expect(line).toMatchObject({ productId: productIds[2], quantity: 3 });
    expect(line.lineTotal).toBeCloseTo(line.price * 3, 3);

    const setStatus = (status: string) =>
      graphql(
        `
          mutation ($id: ID!, $status: String!) {
            updateOrderStatus(id: $id, status: $status) {
              status
            }
          }
        `,
        { id: placed.orderId, status },
        t.admin,
      );
    const updated = await setStatus('delivered');
    expect(updated.data.updateOrderStatus.status).toBe('delivered');
    const invalid = await setStatus('lost');
    expect(invalid.errors[0]).toMatchObject({
      message: 'Invalid status: lost',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('loads every order with its lines in one SQL query, however many orders there are', async () => {
    for (let i = 0; i < 5; i += 1) {
      await graphql(CREATE_ORDER, {
        input: orderPayload([
          { productId: productIds[i]!, quantity: 1 },
          { productId: productIds[i + 1]!, quantity: 2 },
        ]),
      });
    }
    // The owner's mails for these orders read them too, in the background: let them go first.
    await mailsSettled(t);
    statements.length = 0;
    const { data } = await graphql(`{ orders { ${ORDER_FIELDS} } }`, {}, t.admin);
    expect(data.orders.length).toBeGreaterThanOrEqual(5);
    expect(data.orders.every((o: { items: unknown[] }) => o.items.length > 0)).toBe(true);
    // The admin check reads the token's revocation; the orders themselves are one select.
    const selects = statements.filter((sql) => /\[query\].*select /i.test(sql));
    expect(selects.filter((sql) => /from "order"/i.test(sql))).toHaveLength(1);
    expect(selects.filter((sql) => /"order_line"/i.test(sql) && !/from "order" /i.test(sql))).toHaveLength(0);
  });
});
