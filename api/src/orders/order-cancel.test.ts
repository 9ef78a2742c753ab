import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, bahrainClock } from '@crumb/shared/shop-time';
import { accountHeaders } from '../../test/admin-session';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { entriesAbout } from '../activity/activity-testing';
import { ONE_PLACE_MORNING, openSchedule } from '../delivery/delivery-schedule-testing';
import { REOPEN_FULL_MESSAGE } from '../delivery/delivery-booking';
import { AdminRole } from '../graphql/admin-role';
import { orderPayload } from './order-testing';
import { CANCEL_MESSAGES } from './order-status-change';

// Cancelling an order (with a reason) and reopening it, over REST and GraphQL: a cancelled order
// counts for no delivery place, voucher use, figure or baking, and takes them again when reopened.

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t, () => t.admin);
let productId: number;
let baker: { authorization: string };
/** A day every window of the open schedule takes orders for. */
const DAY = addDays(bahrainClock(new Date()).date, 2);

beforeAll(async () => {
  productId = (await t.app.inject({ method: 'GET', url: '/api/products' })).json()[0].id;
  baker = (await accountHeaders(t, 'baker@crumb.test', AdminRole.staff)).headers;
  const schedule = await t.app.inject({
    method: 'PUT',
    url: '/api/delivery-schedule',
    headers: t.admin,
    payload: openSchedule(ONE_PLACE_MORNING),
  });
  expect(schedule.statusCode, schedule.body).toBe(200);
});

async function place(fields: Record<string, unknown> = {}, quantity = 1): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderPayload([{ productId, quantity }], { deliveryDate: DAY, deliveryWindow: 'evening', ...fields }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().orderId;
}

const setStatus = (id: number, payload: object, headers: Record<string, string> = t.admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers, payload });

const getOrder = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: t.admin })).json();

async function remaining(window: string): Promise<number> {
  const days = (await t.app.inject({ method: 'GET', url: '/api/delivery-schedule/days' })).json<
    Array<{ date: string; windows: Array<{ id: string; remaining: number }> }>
  >();
  return days.find((day) => day.date === DAY)!.windows.find((item) => item.id === window)!.remaining;
}

describe('cancelling an order', () => {
  it('needs a reason: without one, or a blank or too long one, 400 and the order is unchanged', async () => {
    const id = await place();
    for (const [payload, message] of [
      [{ status: 'cancelled' }, CANCEL_MESSAGES.reasonMissing],
      [{ status: 'cancelled', reason: '   ' }, CANCEL_MESSAGES.reasonMissing],
      [{ status: 'cancelled', reason: null }, CANCEL_MESSAGES.reasonMissing],
      [{ status: 'cancelled', reason: 'x'.repeat(301) }, CANCEL_MESSAGES.reasonTooLong],
    ] as const) {
      const response = await setStatus(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
    expect(await getOrder(id)).toMatchObject({ status: 'pending', cancelReason: null });
  });

  it('keeps the reason, trimmed, and answers the order as REST answers orders', async () => {
    const id = await place();
    const response = await setStatus(id, { status: 'cancelled', reason: '  Customer called: wrong day  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'cancelled', cancelReason: 'Customer called: wrong day' });
    expect(await getOrder(id)).toMatchObject({ status: 'cancelled', cancelReason: 'Customer called: wrong day' });
  });

  it('works the same over GraphQL, with the reason argument', async () => {
    const id = String(await place());
    const mutation = `mutation ($id: ID!, $reason: String) {
      updateOrderStatus(id: $id, status: "cancelled", reason: $reason) { id status cancelReason }
    }`;
    const refused = await graphql(mutation, { id });
    expect(refused.errors[0]).toMatchObject({
      message: CANCEL_MESSAGES.reasonMissing,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const { data } = await graphql(mutation, { id, reason: 'Duplicate order' });
    expect(data.updateOrderStatus).toEqual({ id, status: 'cancelled', cancelReason: 'Duplicate order' });
  });

  it('leaves the three statuses as they were: no reason needed, any order, the reason ignored', async () => {
    const id = await place();
    for (const status of ['delivered', 'pending', 'confirmed']) {
      const response = await setStatus(id, { status, reason: 'not asked for' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status, cancelReason: null });
    }
    expect((await setStatus(id, { status: 'refunded' })).json()).toEqual({ error: 'Invalid status: refunded' });
  });

  it('is for owner and staff alike, as other status changes, and for nobody signed out', async () => {
    const id = await place();
    expect((await setStatus(id, { status: 'cancelled', reason: 'Called' }, {})).statusCode).toBe(401);
    const byStaff = await setStatus(id, { status: 'cancelled', reason: 'Called' }, baker);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    const reopened = await setStatus(id, { status: 'pending' }, baker);
    expect(reopened.statusCode, reopened.body).toBe(200);
  });
});

describe('a cancelled order', () => {
  it('only goes back to pending: confirmed or delivered straight from cancelled is 409', async () => {
    const id = await place();
    await setStatus(id, { status: 'cancelled', reason: 'No answer on WhatsApp' });
    for (const status of ['delivered', 'confirmed']) {
      const response = await setStatus(id, { status });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: CANCEL_MESSAGES.onlyReopen });
    }
    const { errors } = await graphql(`mutation { updateOrderStatus(id: "${id}", status: "delivered") { id } }`);
    expect(errors[0].extensions.code).toBe('CONFLICT');
    expect(await getOrder(id)).toMatchObject({ status: 'cancelled', cancelReason: 'No answer on WhatsApp' });
    const reopened = await setStatus(id, { status: 'pending' });
    expect(reopened.json()).toMatchObject({ status: 'pending', cancelReason: null });
  });

  it("frees its window's place, takes it again when reopened, and cannot be reopened into a full window (409)", async () => {
    expect(await remaining('morning')).toBe(1);
    const first = await place({ deliveryWindow: 'morning' });
    expect(await remaining('morning')).toBe(0);

    await setStatus(first, { status: 'cancelled', reason: 'Moved to another day' });
    expect(await remaining('morning')).toBe(1);
    const second = await place({ deliveryWindow: 'morning', customerName: 'Huda' });
    expect(await remaining('morning')).toBe(0);

    const refused = await setStatus(first, { status: 'pending' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: REOPEN_FULL_MESSAGE });
    expect((await getOrder(first)).status).toBe('cancelled');

    await setStatus(second, { status: 'cancelled', reason: 'Changed her mind' });
    const reopened = await setStatus(first, { status: 'pending' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await remaining('morning')).toBe(0);
  });

  it("gives its voucher's use back, and takes it again when reopened", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vouchers',
      headers: t.admin,
      payload: { code: 'CALLED10', type: 'percentage', discount: 10, usageLimit: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const usedCount = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/vouchers/CALLED10', headers: t.admin })).json().usedCount;

    const id = await place({ voucherCode: 'CALLED10' });
    expect(await usedCount()).toBe(1);
    await setStatus(id, { status: 'cancelled', reason: 'Customer cancelled' });
    expect(await usedCount()).toBe(0);
    await setStatus(id, { status: 'pending' });
    expect(await usedCount()).toBe(1);
  });

  it('is left out of the figures and the To bake list, and back in them when reopened', async () => {
    const figures = async () =>
      (await graphql('{ shopFigures { today { orders sales deliveryFees } bestSellers { name quantity } } }')).data
        .shopFigures;
    const toBake = async () =>
      (
        await graphql('query ($date: String!) { ordersToBake(date: $date) { id } }', { date: DAY })
      ).data.ordersToBake.map((order: { id: string }) => Number(order.id));
    const before = await figures();
    const id = await place({}, 7);
    const placed = await figures();
    expect(placed.today.orders).toBe(before.today.orders + 1);
    expect(placed.today.sales).toBeGreaterThan(before.today.sales);
    expect(await toBake()).toContain(id);

    await setStatus(id, { status: 'cancelled', reason: 'Wrong address' });
    expect(await figures()).toEqual(before);
    expect(await toBake()).not.toContain(id);

    await setStatus(id, { status: 'pending' });
    expect(await figures()).toEqual(placed);
    expect(await toBake()).toContain(id);
  });

  it('is in the activity record: who cancelled it and why, and who reopened it', async () => {
    const id = await place();
    await setStatus(id, { status: 'cancelled', reason: 'Bakery closed that day' }, baker);
    await setStatus(id, { status: 'pending' });
    const entries = await entriesAbout(t, t.admin, 'order', id);
    expect(entries.map((entry) => ({ by: entry.actor?.email, before: entry.before, after: entry.after }))).toEqual([
      {
        by: 'baker@crumb.test',
        before: { status: 'pending', cancelReason: null },
        after: { status: 'cancelled', cancelReason: 'Bakery closed that day' },
      },
      {
        by: 'owner@crumb.test',
        before: { status: 'cancelled', cancelReason: 'Bakery closed that day' },
        after: { status: 'pending', cancelReason: null },
      },
    ]);
  });
});
