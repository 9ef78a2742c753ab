import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, bahrainClock } from '@crumb/shared/shop-time';
import { accountHeaders } from '../../test/admin-session';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { entriesAbout } from '../activity/activity-testing';
import { DELIVERY_MESSAGES } from '../delivery/delivery-slot';
import { ONE_PLACE_MORNING, openSchedule } from '../delivery/delivery-schedule-testing';
import { AdminRole, OWNER_ONLY_MESSAGE } from '../graphql/admin-role';
import { CHANGE_MESSAGES } from './order-change-request';
import { CHANGE_REFUSALS } from './order-change';
import { orderPayload } from './order-testing';

// Changing a placed order from the back office (PATCH /api/orders/{id}, updateOrder): lines kept
// as sold keep their prices, new and changed ones take today's, the voucher is judged as it
// stood when the order was placed, the day and window are booked again, and the record keeps
// before and after.

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t, () => t.admin);
let baker: { authorization: string };
/** Two products of the seeded catalogue, with their prices in BD as listed now. */
let cake: { id: number; price: number };
let cookies: { id: number; price: number };
/** One that takes a message on it. */
let written: { id: number; price: number };
const DAY = addDays(bahrainClock(new Date()).date, 2);

interface RestLine {
  lineId: number;
  productId: number | null;
  quantity: number;
  price: number;
  message: string | null;
}
interface RestOrder {
  id: number;
  version: number;
  items: RestLine[];
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  total: number;
  deliveryDate: string | null;
  deliveryWindow: string | null;
  note: string;
  address: string;
  status: string;
}

beforeAll(async () => {
  const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
    Array<{ id: number; price: number; available: boolean; options?: unknown[] }>
  >();
  const plain = products.filter((product) => product.available && !product.options?.length);
  [cake, cookies] = [plain[0]!, plain[1]!];
  written = plain[2]!;
  const takesMessage = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${written.id}`,
    headers: t.admin,
    payload: { messageMaxLength: 40 },
  });
  expect(takesMessage.statusCode, takesMessage.body).toBe(200);
  baker = (await accountHeaders(t, 'baker@crumb.test', AdminRole.staff)).headers;
  const schedule = await t.app.inject({
    method: 'PUT',
    url: '/api/delivery-schedule',
    headers: t.admin,
    payload: openSchedule(ONE_PLACE_MORNING),
  });
  expect(schedule.statusCode, schedule.body).toBe(200);
});

async function place(items: object[], fields: Record<string, unknown> = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderPayload(items as never, { deliveryDate: DAY, deliveryWindow: 'evening', ...fields }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().orderId;
}

const change = (id: number, payload: object, headers: Record<string, string> = t.admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers, payload });

const getOrder = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: t.admin })).json<RestOrder>();

async function setPrice(productId: number, price: number): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}`,
    headers: t.admin,
    payload: { price },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('PATCH /api/orders/{id}', () => {
  it('keeps the lines left as they were at the prices they were sold at, prices new and changed ones today, and counts the version up', async () => {
    const id = await place([
      { productId: cake.id, quantity: 1 },
      { productId: cookies.id, quantity: 2 },
    ]);
    const placed = await getOrder(id);
    expect(placed.version).toBe(1);
    const [cakeLine, cookieLine] = placed.items;
    await setPrice(cake.id, cake.price + 1);
    await setPrice(cookies.id, cookies.price + 2);
    try {
      const response = await change(id, {
        items: [
          { lineId: cakeLine!.lineId, quantity: 1 },
          { lineId: cookieLine!.lineId, quantity: 3 },
        ],
        version: 1,
      });
      expect(response.statusCode, response.body).toBe(200);
      const changed = response.json<RestOrder>();
      expect(changed.version).toBe(2);
      const cakeNow = changed.items.find((line) => line.productId === cake.id)!;
      const cookiesNow = changed.items.find((line) => line.productId === cookies.id)!;
      // Left as it was: the same line, at the price it was sold at.
      expect(cakeNow).toMatchObject({ lineId: cakeLine!.lineId, price: cake.price, quantity: 1 });
      // Changed: priced at today's price.
      expect(cookiesNow).toMatchObject({ price: cookies.price + 2, quantity: 3 });
      const subtotal = Math.round((cake.price + 3 * (cookies.price + 2)) * 1000) / 1000;
      expect(changed.subtotal).toBeCloseTo(subtotal, 3);
      expect(changed.total).toBeCloseTo(subtotal + changed.deliveryCharge - changed.discount, 3);
      expect(await getOrder(id)).toEqual(changed);
    } finally {
      await setPrice(cake.id, cake.price);
      await setPrice(cookies.id, cookies.price);
    }
  });

  it('adds and removes lines; a product sent exactly as a line of the order is that line, kept as sold', async () => {
    const id = await place([{ productId: written.id, quantity: 2, message: 'Happy birthday' }]);
    const [line] = (await getOrder(id)).items;
    await setPrice(written.id, written.price + 5);
    try {
      const again = await change(id, {
        items: [
          { productId: written.id, quantity: 2, message: 'Happy birthday' },
          { productId: cookies.id, quantity: 1 },
        ],
      });
      expect(again.statusCode, again.body).toBe(200);
      const items = again.json<RestOrder>().items;
      expect(items).toHaveLength(2);
      expect(items[0]).toMatchObject({ lineId: line!.lineId, price: written.price, message: 'Happy birthday' });

      const removed = await change(id, { items: [{ productId: cookies.id, quantity: 1 }] });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json<RestOrder>().items.map((item) => item.productId)).toEqual([cookies.id]);
    } finally {
      await setPrice(written.id, written.price);
    }
  });

  it('refuses a change made on an older version with 409, and applies one without a version to the order as it stands', async () => {
    const id = await place([{ productId: cake.id, quantity: 1 }]);
    expect((await change(id, { note: 'Ring the bell', version: 1 })).statusCode).toBe(200);
    const stale = await change(id, { note: 'Leave at the door', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: CHANGE_REFUSALS.stale });
    expect((await getOrder(id)).note).toBe('Ring the bell');
    const unversioned = await change(id, { note: 'Leave at the door' });
    expect(unversioned.statusCode, unversioned.body).toBe(200);
    expect(unversioned.json()).toMatchObject({ note: 'Leave at the door', version: 3 });
    // A status change is a change too.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: t.admin,
      payload: { status: 'confirmed' },
    });
    expect((await change(id, { note: 'x', version: 3 })).statusCode).toBe(409);
  });

  it('refuses to change a cancelled or delivered order (409), and changes nothing', async () => {
    for (const status of [{ status: 'cancelled', reason: 'Customer called' }, { status: 'delivered' }]) {
      const id = await place([{ productId: cake.id, quantity: 1 }]);
      await t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: t.admin, payload: status });
      const response = await change(id, { note: 'Too late' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: CHANGE_REFUSALS.closed });
      expect((await getOrder(id)).note).toBe('');
    }
  });

  it('judges the voucher as it stood when the order was placed', async () => {
    const code = `CHANGE${Date.now() % 100000}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vouchers',
      headers: t.admin,
      payload: { code, discount: 10, type: 'percentage', minSubtotal: cookies.price * 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = await place([{ productId: cookies.id, quantity: 3 }], { voucherCode: code });
    const [line] = (await getOrder(id)).items;
    // Changed after the order was placed: the order keeps the terms it was placed with.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/vouchers/${code}`,
      headers: t.admin,
      payload: { discount: 50, active: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const response = await change(id, { items: [{ lineId: line!.lineId, quantity: 4 }] });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<RestOrder>();
    expect(order.discount).toBeCloseTo(Math.round(order.subtotal * 100) / 1000, 3);

    const below = await change(id, { items: [{ lineId: order.items[0]!.lineId, quantity: 1 }] });
    expect(below.statusCode).toBe(400);
    expect(below.json().error).toMatch(/^This voucher needs a subtotal of at least /);
    expect((await getOrder(id)).items[0]!.quantity).toBe(4);
  });

  it('moves the order to another window, checked as at checkout; the owner may book a full one with a reason, staff may not', async () => {
    const first = await place([{ productId: cake.id, quantity: 1 }], { deliveryWindow: 'morning' });
    const id = await place([{ productId: cake.id, quantity: 1 }]);

    const full = await change(id, { deliveryDate: DAY, deliveryWindow: 'morning' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ error: DELIVERY_MESSAGES.full });

    const byStaff = await change(
      id,
      { deliveryDate: DAY, deliveryWindow: 'morning', fullWindowReason: 'Regular' },
      baker,
    );
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ error: OWNER_ONLY_MESSAGE });

    const byOwner = await change(id, {
      deliveryDate: DAY,
      deliveryWindow: 'morning',
      fullWindowReason: 'Regular customer, the kitchen agreed',
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({
      deliveryDate: DAY,
      deliveryWindow: 'morning',
      deliveryWindowStart: '10:00',
    });

    const [entry] = (await entriesAbout(t, t.admin, 'order', id)).slice(-1);
    expect(entry).toMatchObject({
      action: 'update',
      label: 'Sara',
      before: { deliveryTime: '16:00–20:00', fullWindowReason: null },
      after: { deliveryTime: '10:00–13:00', fullWindowReason: 'Regular customer, the kitchen agreed' },
    });
    expect(first).toBeLessThan(id);
  });

  it('lets staff change the lines; the activity record keeps the lines and totals before and after, and who', async () => {
    const id = await place([{ productId: cake.id, quantity: 1 }]);
    const [line] = (await getOrder(id)).items;
    const response = await change(id, { items: [{ lineId: line!.lineId, quantity: 2 }] }, baker);
    expect(response.statusCode, response.body).toBe(200);
    const entries = await entriesAbout(t, t.admin, 'order', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { email: 'baker@crumb.test' },
      before: { items: expect.stringMatching(/^1 × /), totalFils: expect.any(Number) },
      after: { items: expect.stringMatching(/^2 × /), totalFils: expect.any(Number) },
    });
  });

  it('shows the guest the order as it now stands', async () => {
    const id = await place([{ productId: cake.id, quantity: 1 }]);
    await change(id, { items: [{ productId: cookies.id, quantity: 2 }] });
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/orders/lookup',
      remoteAddress: '10.9.8.7',
      payload: { orderId: id, whatsapp: '32221111' },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().items).toEqual([expect.objectContaining({ productId: cookies.id, quantity: 2 })]);
  });

  it('answers bad changes with 400 and changes nothing', async () => {
    const id = await place([{ productId: cake.id, quantity: 1 }]);
    const other = await place([{ productId: cookies.id, quantity: 1 }]);
    const otherLine = (await getOrder(other)).items[0]!.lineId;
    const cases: Array<[object, string | RegExp]> = [
      [{}, CHANGE_MESSAGES.nothing],
      [{ items: [] }, CHANGE_MESSAGES.noItems],
      [{ items: [{ quantity: 1 }] }, CHANGE_MESSAGES.lineOrProduct],
      [{ items: [{ lineId: otherLine, quantity: 1 }] }, CHANGE_REFUSALS.lineNotOnOrder],
      [{ items: [{ productId: cake.id, quantity: 0 }] }, /^Quantity must be/],
      [{ items: [{ productId: 999999, quantity: 1 }] }, 'Product 999999 does not exist'],
      [{ addressParts: { house: '1', road: '2', block: '3' } }, CHANGE_REFUSALS.partsWithoutArea],
      [{ address: '' }, CHANGE_REFUSALS.blankAddress],
      [{ version: 0, note: 'x' }, CHANGE_MESSAGES.badVersion],
      [{ deliveryDate: '2020-01-01', deliveryWindow: 'evening' }, /./],
    ];
    for (const [payload, error] of cases) {
      const response = await change(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatch(error);
    }
    expect((await change(id, { items: 'many' })).statusCode).toBe(400);
    expect((await change(987654, { note: 'x' })).statusCode).toBe(404);
    expect(await getOrder(id)).toMatchObject({ version: 1, note: '' });
  });

  it('is the owner and staff’s: 401 without a session', async () => {
    const id = await place([{ productId: cake.id, quantity: 1 }]);
    expect((await change(id, { note: 'x' }, {})).statusCode).toBe(401);
  });
});

describe('updateOrder', () => {
  it('changes the order as REST does and answers its version', async () => {
    const id = await place([{ productId: cake.id, quantity: 1 }]);
    const { data, errors } = await graphql(
      'mutation ($id: ID!, $input: OrderChangeInput!) { updateOrder(id: $id, input: $input) { version note items { id } } }',
      { id: String(id), input: { note: 'Call first', version: 1 } },
    );
    expect(errors).toBeUndefined();
    expect(data.updateOrder).toMatchObject({ version: 2, note: 'Call first' });
    const stale = await graphql(
      'mutation ($id: ID!) { updateOrder(id: $id, input: { note: "x", version: 1 }) { id } }',
      {
        id: String(id),
      },
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});
