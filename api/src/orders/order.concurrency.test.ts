import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { Order } from './order.entity';

// Run against the real PostgreSQL too (DATABASE_URL): there the requests truly overlap.

const t = useTestApp();
let productId: number;
beforeAll(async () => {
  productId = (await t.app.inject({ method: 'GET', url: '/api/products' })).json()[0].id;
});

const order = (customerName: string) => ({
  customerName,
  whatsapp: '+973 3000 0000',
  address: 'Manama',
  paymentMethod: 'cash',
  items: [{ productId, quantity: 1 }],
});
const countOrders = () => t.orm.em.fork().count(Order);

describe('orders placed at the same time', () => {
  it('stores all of 50 orders sent at once', async () => {
    const before = await countOrders();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/orders', payload: order(`Shopper ${i}`) }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(responses.map((r) => r.json().orderId)).size).toBe(50);
    expect(await countOrders()).toBe(before + 50);
  });

  it('places one order for one Idempotency-Key sent 10 times at once, and answers all ten alike', async () => {
    const before = await countOrders();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: order('Double Clicker'),
          headers: { 'idempotency-key': 'same-checkout' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });
});
