import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { firstProductId } from '../catalog/catalog-testing';
import { openSchedule } from '../delivery/delivery-schedule-testing';
import { DELIVERY_MESSAGES } from '../delivery/delivery-slot';
import { Order } from './order.entity';
import { orderPayload } from './order-testing';

// 40 shoppers racing for a window of 10 places make exactly 10 orders. Run with
// DATABASE_URL too: on a real PostgreSQL the 40 transactions truly overlap, and only the
// advisory lock per day and window keeps the count right (the embedded database has one
// connection, so there they queue anyway).

const t = useTestApp({ admin: true });
let productId: number;
let slot: { deliveryDate: string; deliveryWindow: string };

beforeAll(async () => {
  productId = await firstProductId(t.app);
  const schedule = openSchedule([
    { id: 'busy', start: '16:00', end: '20:00', capacity: 10 },
    { id: 'quiet', start: '10:00', end: '13:00', capacity: 10 },
  ]);
  expect(
    (await t.app.inject({ method: 'PUT', url: '/api/delivery-schedule', headers: t.admin, payload: schedule }))
      .statusCode,
  ).toBe(200);
  // The day after tomorrow: open whatever the time now (tomorrow closes at 23:59 tonight).
  const days = (await t.app.inject({ method: 'GET', url: '/api/delivery-schedule/days' })).json();
  slot = { deliveryDate: days[2].date, deliveryWindow: 'busy' };
});

const order = (customerName: string, delivery: object) =>
  orderPayload([{ productId, quantity: 1 }], { customerName, ...delivery });

const booked = (date: string, window: string) =>
  t.orm.em.fork().count(Order, { deliveryDate: date, deliveryWindow: window });

describe('shoppers racing for a delivery window', () => {
  it('places exactly 10 of 40 orders sent at once for a window of 10, and refuses the rest as full', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t.app.inject({ method: 'POST', url: '/api/orders', payload: order(`Shopper ${index}`, slot) }),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placed).toHaveLength(10);
    expect(refused.map((response) => [response.statusCode, response.json().error])).toEqual(
      Array(30).fill([400, DELIVERY_MESSAGES.full]),
    );
    expect(await booked(slot.deliveryDate, slot.deliveryWindow)).toBe(10);
  });

  it('counts another window of the same day on its own', async () => {
    const quiet = { ...slot, deliveryWindow: 'quiet' };
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.app.inject({ method: 'POST', url: '/api/orders', payload: order(`Quiet ${index}`, quiet) }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(10);
    expect(await booked(quiet.deliveryDate, 'quiet')).toBe(10);
    expect(await booked(slot.deliveryDate, 'busy')).toBe(10);
  });
});
