import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { openEventStream, placedOrderId, setOrderStatus, type OpenEventStream } from './order-events-testing';

const t = useTestApp({ admin: true });
let base: string;
const token = () => t.admin.authorization.replace(/^Bearer /, '');
const streams: OpenEventStream[] = [];
const open = async (lastEventId?: string) => {
  const stream = await openEventStream(base, token(), lastEventId);
  streams.push(stream);
  return stream;
};

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const stream of streams) stream.close();
});

/** GET /api/orders/events through app.inject, for the answers given before any stream starts. */
const requestEvents = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/orders/events', headers });
const placed = () => placedOrderId(t.app);
const setStatus = (orderId: number, status: string) => setOrderStatus(t.app, t.admin, orderId, status);

describe('GET /api/orders/events', () => {
  it('answers 401 without the admin token, or with a forged one, before any stream starts', async () => {
    expectError(await requestEvents(), 401, 'Authentication required');
    const forged = await requestEvents({ authorization: 'Bearer not.a.token' });
    expect(forged.statusCode).toBe(401);
  });

  it('answers 400 for a Last-Event-ID that is not an event id', async () => {
    const response = await requestEvents({ ...t.admin, 'last-event-id': 'yesterday' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Last-Event-ID/);
  });

  it('sends an order placed through POST /api/orders, then its status change, with ids that grow', async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    const orderId = await placed();
    const [first] = await stream.waitFor(1);
    expect(first).toMatchObject({ type: 'order.placed', data: { type: 'order.placed', orderId, status: 'pending' } });
    expect(first!.id).toBe(String(first!.data.id));
    expect(Number.isNaN(Date.parse(first!.data.placedAt))).toBe(false);

    await setStatus(orderId, 'confirmed');
    const [, second] = await stream.waitFor(2);
    expect(second).toMatchObject({ type: 'order.status', data: { orderId, status: 'confirmed' } });
    expect(second!.data.id).toBeGreaterThan(first!.data.id);
    expect(second!.data.placedAt).toBe(first!.data.placedAt);
  });

  it('sends nothing for a status set again to what it is', async () => {
    const orderId = await placed();
    const stream = await open();
    await setStatus(orderId, 'pending');
    await setStatus(orderId, 'delivered');
    const events = await stream.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.map((event) => [event.type, event.data.status])).toEqual([['order.status', 'delivered']]);
  });

  it('replays what a reconnecting client missed after its Last-Event-ID, each event once, then goes on live', async () => {
    const first = await open();
    const orderId = await placed();
    const [seen] = await first.waitFor(1);
    first.close();

    // Missed while away.
    await setStatus(orderId, 'confirmed');
    const other = await placed();

    const again = await open(seen!.id);
    const replayed = await again.waitFor(2);
    expect(replayed.map((event) => [event.type, event.data.orderId])).toEqual([
      ['order.status', orderId],
      ['order.placed', other],
    ]);
    await setStatus(other, 'confirmed');
    const all = await again.waitFor(3);
    expect(all.map((event) => event.id)).toEqual([...new Set(all.map((event) => event.id))]);
    expect(all[2]).toMatchObject({ type: 'order.status', data: { orderId: other, status: 'confirmed' } });
  });

  it('starts a new client at now: nothing from before it connected', async () => {
    await placed();
    const stream = await open();
    const orderId = await placed();
    const [event] = await stream.waitFor(1);
    expect(event!.data.orderId).toBe(orderId);
  });

  it('is in the OpenAPI document as an admin call', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/orders/events'].get;
    expect(operation.operationId).toBe('streamOrderEvents');
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
  });
});
