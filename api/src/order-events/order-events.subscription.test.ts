import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { accountHeaders, adminHeaders } from '../../test/admin-session';
import { openSubscriber, type NextPayload, type TestSubscriber } from '../../test/graphql-websocket';
import { useTestApp } from '../../test/use-test-app';
import { verifyAdminToken } from '../auth/admin-token';
import { recordSession } from '../auth/sessions/sessions.service';
import { AdminRole } from '../graphql/admin-role';
import { CLOSE_REASONS } from '../graphql/subscription-server';
import { placedOrderId, setOrderStatus } from './order-events-testing';
import { AFTER_NOT_AN_ID_MESSAGE } from './order-events.service';

/** The live orders' promise: on the screen within two seconds. */
const LIVE_LIMIT_MS = 2000;
/** A subscriber's connection closes at once when its session ends, on whichever instance holds it. */
const AT_ONCE_MS = 1000;

const t = useTestApp({ admin: true });
let base: string;
const subscribers: TestSubscriber[] = [];
const tokenOf = (headers: { authorization: string }) => headers.authorization.replace(/^Bearer /, '');
const ownerToken = () => tokenOf(t.admin);

const FOLLOW = 'subscription Follow($after: ID) { orderEvents(after: $after) { id kind orderId status placedAt at } }';

interface Followed {
  orderEvents: { id: string; kind: string; orderId: string; status: string; placedAt: string; at: string };
}

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const subscriber of subscribers) subscriber.close();
});

/** A connection signed in with `params`, acknowledged. */
async function connected(params: Record<string, unknown>): Promise<TestSubscriber> {
  const subscriber = await openSubscriber(base);
  subscribers.push(subscriber);
  await subscriber.init(params);
  return subscriber;
}

/** The id of the last order event so far: following after it misses nothing placed from now on, however quick. */
const latest = async () => String(await t.app.orderEvents.relay.latestId());

/** Subscribed to orderEvents as `live` with `token`, after `after` (by default, the last event so far). */
async function following(token: string, after?: string): Promise<TestSubscriber> {
  const from = after ?? (await latest());
  const subscriber = await connected({ Authorization: `Bearer ${token}` });
  subscriber.subscribe('live', FOLLOW, { after: from });
  return subscriber;
}

const placed = () => placedOrderId(t.app);
const setStatus = (orderId: number, status: string) => setOrderStatus(t.app, t.admin, orderId, status);

const eventsOf = (payloads: Array<NextPayload<Followed>>) => payloads.map((payload) => payload.data!.orderEvents);

describe('subscription orderEvents over the WebSocket at /graphql', () => {
  it('sends the owner an order placed through the REST API within two seconds, then its status change, typed as the schema says', async () => {
    const subscriber = await following(ownerToken());
    const started = Date.now();
    const orderId = await placed();
    const [first] = eventsOf(await subscriber.nextOf<Followed>('live', 1, LIVE_LIMIT_MS));
    expect(Date.now() - started).toBeLessThan(LIVE_LIMIT_MS);
    expect(first).toMatchObject({ kind: 'placed', orderId: String(orderId), status: 'pending' });
    expect(first!.id).toMatch(/^\d+$/);
    expect(new Date(first!.placedAt).toISOString()).toBe(first!.placedAt);
    expect(new Date(first!.at).toISOString()).toBe(first!.at);

    await setStatus(orderId, 'confirmed');
    const [, second] = eventsOf(await subscriber.nextOf<Followed>('live', 2, LIVE_LIMIT_MS));
    expect(second).toMatchObject({ kind: 'status', orderId: String(orderId), status: 'confirmed' });
    expect(Number(second!.id)).toBeGreaterThan(Number(first!.id));
  });

  it('lets staff follow the orders too, with the token as `token` in connectionParams', async () => {
    const staff = await accountHeaders(t, 'baker@crumb.test', AdminRole.staff);
    const subscriber = await connected({ token: tokenOf(staff.headers) });
    subscriber.subscribe('live', FOLLOW, { after: await latest() });
    const orderId = await placed();
    const [event] = eventsOf(await subscriber.nextOf<Followed>('live', 1, LIVE_LIMIT_MS));
    expect(event).toMatchObject({ kind: 'placed', orderId: String(orderId) });
  });

  it("refuses a connection without a token, with a forged one, or with a disabled account's, closing it with 4401", async () => {
    const disabled = await accountHeaders(t, 'gone@crumb.test', AdminRole.staff);
    await t.orm.em.fork().execute('update "admin" set "disabled" = true where "id" = ?', [disabled.id]);
    const attempts: Array<Record<string, unknown> | null> = [
      null,
      {},
      { Authorization: 'Bearer not.a.token' },
      { token: `${ownerToken()}x` },
      { Authorization: disabled.headers.authorization },
    ];
    for (const params of attempts) {
      const subscriber = await openSubscriber(base);
      subscribers.push(subscriber);
      await expect(subscriber.init(params)).rejects.toThrow(/closed before the ack/);
      expect(await subscriber.closed(), JSON.stringify(params)).toEqual({
        code: 4401,
        reason: CLOSE_REASONS.unauthorized,
      });
    }
  });

  it('replays the events after `after` first, each once, then goes on live', async () => {
    const first = await following(ownerToken());
    const orderId = await placed();
    const [seen] = eventsOf(await first.nextOf<Followed>('live'));
    first.close();

    // Missed while away.
    await setStatus(orderId, 'confirmed');
    const other = await placed();

    const again = await following(ownerToken(), seen!.id);
    const replayed = eventsOf(await again.nextOf<Followed>('live', 2));
    expect(replayed.map((event) => [event.kind, Number(event.orderId)])).toEqual([
      ['status', orderId],
      ['placed', other],
    ]);
    await setStatus(other, 'delivered');
    const all = eventsOf(await again.nextOf<Followed>('live', 3));
    expect(new Set(all.map((event) => event.id)).size).toBe(3);
    expect(all[2]).toMatchObject({ kind: 'status', orderId: String(other), status: 'delivered' });
  });

  it('answers an `after` that is no event id, or one no event has had, with BAD_USER_INPUT and stays connected', async () => {
    const subscriber = await connected({ Authorization: t.admin.authorization });
    subscriber.subscribe('malformed', FOLLOW, { after: 'yesterday' });
    const [malformed] = await subscriber.nextOf('malformed');
    expect(malformed!.errors).toEqual([
      expect.objectContaining({ message: AFTER_NOT_AN_ID_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    await subscriber.messageOf('malformed', 'complete');

    const beyond = Number(await latest()) + 1000;
    subscriber.subscribe('unknown', FOLLOW, { after: String(beyond) });
    const [unknown] = await subscriber.nextOf('unknown');
    expect(unknown!.errors?.[0]).toMatchObject({
      message: expect.stringContaining(`No order event has the id ${beyond}`),
      extensions: { code: 'BAD_USER_INPUT' },
    });

    subscriber.subscribe('fine', FOLLOW, { after: await latest() });
    const orderId = await placed();
    const [event] = eventsOf(await subscriber.nextOf<Followed>('fine'));
    expect(event!.orderId).toBe(String(orderId));
    expect(subscriber.closing).toBeNull();
  });

  it('closes the connection with 4401 when the token expires', async () => {
    const { id } = (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: t.admin })).json().admin;
    // Signed and recorded as login does, but for one second.
    const shortLived = t.app.jwt.sign({ sub: String(id), jti: randomUUID() }, { expiresIn: 1 });
    const claims = verifyAdminToken(t.app, shortLived)!;
    expect(await recordSession(t.orm.em.fork(), claims, { userAgent: undefined, address: undefined })).toBe(true);
    const subscriber = await following(shortLived);
    expect(await subscriber.closed(3000)).toEqual({ code: 4401, reason: CLOSE_REASONS.expired });
  });

  it("closes the connection with 4401 at once when its token is signed out, and keeps the account's others", async () => {
    const headers = await adminHeaders(t);
    const subscriber = await following(tokenOf(headers));
    const otherSession = await following(ownerToken());
    const started = Date.now();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect(await subscriber.closed(AT_ONCE_MS)).toEqual({ code: 4401, reason: CLOSE_REASONS['signed-out'] });
    expect(Date.now() - started).toBeLessThan(AT_ONCE_MS);
    const orderId = await placed();
    const [event] = eventsOf(await otherSession.nextOf<Followed>('live'));
    expect(event!.orderId).toBe(String(orderId));
  });

  it('closes the connection with 4401 at once when the owner disables the account', async () => {
    const { id, headers } = await accountHeaders(t, 'weekend@crumb.test', AdminRole.staff);
    const subscriber = await following(tokenOf(headers));
    const started = Date.now();
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${id}`,
      headers: t.admin,
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await subscriber.closed(AT_ONCE_MS)).toEqual({ code: 4401, reason: CLOSE_REASONS.ended });
    expect(Date.now() - started).toBeLessThan(AT_ONCE_MS);
  });

  it('works with the graphql-ws client that Apollo Client uses, from now on without `after`', async () => {
    const client = createClient({
      url: `${base.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: t.admin.authorization },
      retryAttempts: 0,
    });
    try {
      const { relay } = t.app.orderEvents;
      const before = relay.clients;
      const events = client.iterate<Followed>({ query: FOLLOW });
      const next = events.next();
      // Without `after` it starts at now: the order is placed once the relay has the new client.
      await until(() => relay.clients > before);
      const orderId = await placed();
      const { value } = await next;
      expect(value?.data?.orderEvents).toMatchObject({ kind: 'placed', orderId: String(orderId) });
      await events.return?.();
      await until(() => relay.clients === before);
    } finally {
      await client.dispose();
    }
  });
});

async function until(ready: () => boolean, ms = 2000): Promise<void> {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > ms) throw new Error(`not ready within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
