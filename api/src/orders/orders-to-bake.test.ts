import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { OrderLine } from './order-line.entity';
import { Order } from './order.entity';

const t = useTestApp({ seed: false, admin: true });
const graphql = graphqlClient(t, () => t.admin);
const TO_BAKE =
  'query ($date: String!) { ordersToBake(date: $date) { id customerName deliveryDate deliveryWindow items { name quantity } } }';

/** Orders of two days, placed out of window order, each with a cake. */
beforeAll(async () => {
  const em = t.orm.em.fork();
  const place = (
    customerName: string,
    deliveryDate: string | null,
    deliveryWindow: string | null,
    createdAt: string,
  ) => {
    const order = em.create(Order, {
      customerName,
      whatsapp: '39000000',
      address: 'Manama',
      subtotalFils: 10_000,
      deliveryFils: 2_000,
      discountFils: 0,
      totalFils: 12_000,
      deliveryDate,
      deliveryWindow,
      createdAt: new Date(createdAt),
    });
    em.create(OrderLine, { order, name: `Cake for ${customerName}`, unitPriceFils: 10_000, quantity: 1 });
  };
  place('Afternoon late', '2026-11-26', 'w2', '2026-11-24T10:00:00Z');
  place('Morning', '2026-11-26', 'w1', '2026-11-24T11:00:00Z');
  place('Afternoon early', '2026-11-26', 'w2', '2026-11-24T09:00:00Z');
  place('Friday', '2026-11-27', 'w1', '2026-11-24T08:00:00Z');
  place('No schedule', null, null, '2026-11-24T08:30:00Z');
  await em.flush();
});

describe("ordersToBake (the owner's baking list)", () => {
  it("answers that day's orders with their lines, by window, then in the order they were placed", async () => {
    const { data } = await graphql(TO_BAKE, { date: '2026-11-26' });
    expect(
      data.ordersToBake.map((order: { customerName: string; deliveryWindow: string }) => [
        order.customerName,
        order.deliveryWindow,
      ]),
    ).toEqual([
      ['Morning', 'w1'],
      ['Afternoon early', 'w2'],
      ['Afternoon late', 'w2'],
    ]);
    expect(data.ordersToBake[0].items).toEqual([{ name: 'Cake for Morning', quantity: 1 }]);
  });

  it('answers an empty list for a day without orders', async () => {
    expect((await graphql(TO_BAKE, { date: '2026-12-01' })).data.ordersToBake).toEqual([]);
  });

  it('refuses a date that is not a real YYYY-MM-DD', async () => {
    for (const date of ['2026-02-30', 'tomorrow', '']) {
      expect((await graphql(TO_BAKE, { date })).errors[0]).toMatchObject({
        message: 'date must be a date as YYYY-MM-DD',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('is for the owner only', async () => {
    expect((await graphql(TO_BAKE, { date: '2026-11-26' }, {})).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
