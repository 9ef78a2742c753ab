import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { twoZones } from '../delivery-areas/delivery-areas-testing';
import { DELIVERY_MESSAGES } from '../delivery/delivery-slot';

// An order's delivery day and window, over REST and GraphQL. Every rule is checked
// again by the order itself, at the order's own instant (Bahrain time).

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t);
let productId: number;

const schedule = {
  enabled: true,
  leadTimeHours: 24,
  cutoffTime: '18:00',
  closedWeekdays: [5], // Friday
  closedDates: ['2026-12-07'],
  windows: [
    { id: 'morning', start: '10:00', end: '13:00', capacity: 2 },
    { id: 'evening', start: '16:00', end: '20:00', capacity: 3 },
  ],
};

/** Tuesday 1 December 2026, noon in Bahrain. */
const NOW = new Date('2026-12-01T12:00:00+03:00');

const putSchedule = (changes: Partial<typeof schedule> & { capacityPerMethod?: boolean } = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/delivery-schedule',
    headers: t.admin,
    payload: { ...schedule, ...changes },
  });

const order = (
  delivery: { deliveryDate?: string | null; deliveryWindow?: string | null } = {},
  customerName = 'Sara',
) => ({
  customerName,
  whatsapp: '+973 3311 2233',
  address: 'Block 338',
  paymentMethod: 'cash',
  items: [{ productId, quantity: 1 }],
  ...delivery,
});

/** Places an order at NOW, as the shopper's clock never decides. */
async function placeAt(payload: object, headers: Record<string, string> = {}, now = NOW) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  try {
    return await t.app.inject({ method: 'POST', url: '/api/orders', payload, headers });
  } finally {
    vi.useRealTimers();
  }
}

async function remaining(date: string, window: string, now = NOW): Promise<number> {
  vi.useFakeTimers({ toFake: ['Date'], now });
  try {
    const days = (await t.app.inject({ method: 'GET', url: '/api/delivery-schedule/days' })).json<
      Array<{ date: string; windows: Array<{ id: string; remaining: number }> }>
    >();
    return days.find((day) => day.date === date)!.windows.find((item) => item.id === window)!.remaining;
  } finally {
    vi.useRealTimers();
  }
}

const getOrder = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: t.admin })).json();

beforeAll(async () => {
  productId = (await t.app.inject({ method: 'GET', url: '/api/products' })).json()[0].id;
});

afterEach(async () => {
  vi.useRealTimers();
});

describe('an order while the delivery schedule is off (the default)', () => {
  it('is placed as before, and answers null delivery fields', async () => {
    const response = await placeAt(order());
    expect(response.statusCode).toBe(201);
    expect(await getOrder(response.json().orderId)).toMatchObject({
      deliveryDate: null,
      deliveryWindow: null,
      deliveryWindowStart: null,
      deliveryWindowEnd: null,
    });
  });

  it('refuses a delivery slot with 400 rather than storing a time the shop does not honour', async () => {
    const response = await placeAt(order({ deliveryDate: '2026-12-02', deliveryWindow: 'evening' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: DELIVERY_MESSAGES.off });
    // Null or blank fields are the same as none.
    expect((await placeAt(order({ deliveryDate: null, deliveryWindow: '' }))).statusCode).toBe(201);
  });
});

describe('an order while the delivery schedule is on', () => {
  beforeAll(async () => {
    expect((await putSchedule()).statusCode).toBe(200);
  });

  it('books the day and window, stores the window as it was, and answers it in REST, GraphQL and the list', async () => {
    const before = await remaining('2026-12-02', 'evening');
    const response = await placeAt(order({ deliveryDate: '2026-12-02', deliveryWindow: 'evening' }));
    expect(response.statusCode).toBe(201);
    const { orderId } = response.json();
    const slot = {
      deliveryDate: '2026-12-02',
      deliveryWindow: 'evening',
      deliveryWindowStart: '16:00',
      deliveryWindowEnd: '20:00',
    };
    expect(await getOrder(orderId)).toMatchObject(slot);
    expect(await remaining('2026-12-02', 'evening')).toBe(before - 1);

    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: t.admin })).json();
    expect(list.find((item: { id: number }) => item.id === orderId)).toMatchObject(slot);
    const { data } = await graphql(
      `
        query ($id: ID!) {
          order(id: $id) {
            deliveryDate
            deliveryWindow
            deliveryWindowStart
            deliveryWindowEnd
          }
        }
      `,
      { id: String(orderId) },
      t.admin,
    );
    expect(data.order).toEqual(slot);

    // The owner moves the window later: the order keeps the time the shopper chose.
    await putSchedule({ windows: [schedule.windows[0]!, { ...schedule.windows[1]!, start: '17:00' }] });
    expect(await getOrder(orderId)).toMatchObject(slot);
    await putSchedule();

    const csv = (await t.app.inject({ method: 'GET', url: `/api/orders/export.csv?q=${orderId}`, headers: t.admin }))
      .body;
    expect(csv).toContain(',2026-12-02,16:00-20:00,delivery,,,en\r\n');
  });

  it.each([
    ['no day or window', {}, DELIVERY_MESSAGES.missing],
    ['a day without a window', { deliveryDate: '2026-12-02' }, DELIVERY_MESSAGES.missing],
    ['a window without a day', { deliveryWindow: 'evening' }, DELIVERY_MESSAGES.missing],
    [
      'a closed weekday (Friday)',
      { deliveryDate: '2026-12-04', deliveryWindow: 'evening' },
      DELIVERY_MESSAGES.closedDay,
    ],
    ['a closed date', { deliveryDate: '2026-12-07', deliveryWindow: 'evening' }, DELIVERY_MESSAGES.closedDay],
    [
      'today (past the cut-off of the day before)',
      { deliveryDate: '2026-12-01', deliveryWindow: 'evening' },
      DELIVERY_MESSAGES.pastCutoff,
    ],
    ['a day gone by', { deliveryDate: '2026-11-19', deliveryWindow: 'evening' }, DELIVERY_MESSAGES.pastCutoff],
    [
      'a window within the lead time (22 hours away, 24 needed)',
      { deliveryDate: '2026-12-02', deliveryWindow: 'morning' },
      DELIVERY_MESSAGES.leadTime,
    ],
    ['an unknown window', { deliveryDate: '2026-12-02', deliveryWindow: 'night' }, DELIVERY_MESSAGES.unknownWindow],
    ['a day beyond the 14 listed', { deliveryDate: '2026-12-15', deliveryWindow: 'evening' }, DELIVERY_MESSAGES.tooFar],
    ['a day that is no date', { deliveryDate: '2026-02-30', deliveryWindow: 'evening' }, DELIVERY_MESSAGES.badDate],
    ['a date in another format', { deliveryDate: '02/12/2026', deliveryWindow: 'evening' }, DELIVERY_MESSAGES.badDate],
  ])('answers 400 for %s, and places nothing', async (_, delivery, message) => {
    const response = await placeAt(order(delivery));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('counts the window on the last listed day and refuses the one after', async () => {
    expect((await placeAt(order({ deliveryDate: '2026-12-14', deliveryWindow: 'evening' }))).statusCode).toBe(201);
  });

  it('refuses a full window with 400 and still takes the other window of that day', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await placeAt(order({ deliveryDate: '2026-12-03', deliveryWindow: 'evening' }, `Guest ${index}`))).statusCode,
      ).toBe(201);
    }
    expect(await remaining('2026-12-03', 'evening')).toBe(0);
    const full = await placeAt(order({ deliveryDate: '2026-12-03', deliveryWindow: 'evening' }));
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ error: DELIVERY_MESSAGES.full });
    expect((await placeAt(order({ deliveryDate: '2026-12-03', deliveryWindow: 'morning' }))).statusCode).toBe(201);
  });

  it('counts pickups with deliveries, or apart once the owner says so', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/delivery-areas',
      headers: t.admin,
      payload: twoZones({ enabled: false }),
    });
    const slot = { deliveryDate: '2026-12-10', deliveryWindow: 'morning' };
    const pickup = (name: string) => placeAt({ ...order(slot, name), address: '', fulfilment: 'pickup' });
    const daysFor = async (fulfilment: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: NOW });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/delivery-schedule/days?fulfilment=${fulfilment}`,
      });
      vi.useRealTimers();
      return response;
    };
    const morningLeft = async (fulfilment: string) =>
      (await daysFor(fulfilment))
        .json<Array<{ date: string; windows: Array<{ id: string; remaining: number }> }>>()
        .find((day) => day.date === slot.deliveryDate)!
        .windows.find((window) => window.id === 'morning')!.remaining;

    // Together (the default): one delivery and one pickup fill the morning's two places.
    expect((await placeAt(order(slot, 'Driver 1'))).statusCode).toBe(201);
    expect((await pickup('Counter 1')).statusCode).toBe(201);
    expect(await morningLeft('pickup')).toBe(0);
    expect((await pickup('Counter 2')).json()).toEqual({ error: DELIVERY_MESSAGES.full });

    // Apart: the morning takes two deliveries and, besides them, two pickups.
    const perMethod = await putSchedule({ capacityPerMethod: true });
    expect(perMethod.json()).toMatchObject({ capacityPerMethod: true });
    expect(await morningLeft('delivery')).toBe(1);
    expect(await morningLeft('pickup')).toBe(1);
    expect((await pickup('Counter 2')).statusCode).toBe(201);
    expect((await pickup('Counter 3')).json()).toEqual({ error: DELIVERY_MESSAGES.full });
    expect((await placeAt(order(slot, 'Driver 2'))).statusCode).toBe(201);
    expect((await placeAt(order(slot, 'Driver 3'))).json()).toEqual({ error: DELIVERY_MESSAGES.full });

    // A schedule saved without the switch (as written before it existed) keeps it; a method it does not know is refused.
    expect((await putSchedule()).json()).toMatchObject({ capacityPerMethod: true });
    expect((await daysFor('drone')).statusCode).toBe(400);
    expect((await putSchedule({ capacityPerMethod: false })).statusCode).toBe(200);
  });

  it('books one place for an Idempotency-Key sent twice', async () => {
    const before = await remaining('2026-12-05', 'evening');
    const payload = order({ deliveryDate: '2026-12-05', deliveryWindow: 'evening' });
    const first = await placeAt(payload, { 'idempotency-key': 'slot-once' });
    const again = await placeAt(payload, { 'idempotency-key': 'slot-once' });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await remaining('2026-12-05', 'evening')).toBe(before - 1);
    // The same key for another slot is another order: refused.
    const other = await placeAt(order({ deliveryDate: '2026-12-06', deliveryWindow: 'evening' }), {
      'idempotency-key': 'slot-once',
    });
    expect(other.statusCode).toBe(409);
  });

  it('answers GraphQL the same, with BAD_USER_INPUT for a broken rule', async () => {
    const CREATE = `mutation ($input: OrderInput!) { createOrder(input: $input) { orderId } }`;
    const input = {
      ...order({ deliveryDate: '2026-12-08', deliveryWindow: 'evening' }),
      items: [{ productId: String(productId), quantity: 1 }],
    };
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const placed = await graphql(CREATE, { input });
    const closed = await graphql(CREATE, { input: { ...input, deliveryDate: '2026-12-04' } });
    const missing = await graphql(CREATE, { input: { ...input, deliveryDate: null, deliveryWindow: null } });
    vi.useRealTimers();
    expect(placed.errors).toBeUndefined();
    expect(closed.errors[0]).toMatchObject({
      message: DELIVERY_MESSAGES.closedDay,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(missing.errors[0]).toMatchObject({
      message: DELIVERY_MESSAGES.missing,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('documents the delivery fields and their rules in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const create = document.paths['/api/orders'].post;
    expect(create.description).toContain(DELIVERY_MESSAGES.off);
    expect(create.description).toContain(DELIVERY_MESSAGES.full);
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['deliveryDate', 'deliveryWindow']),
    );
  });
});
