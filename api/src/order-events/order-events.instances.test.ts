import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../test/admin-session';
import { openSubscriber, type TestSubscriber } from '../../test/graphql-websocket';
import { createTestInstances, type TestInstances } from '../../test/test-instances';
import { CLOSE_REASONS } from '../graphql/subscription-server';
import { placeOrder } from '../orders/order-testing';
import { openEventStream, type OpenEventStream } from './order-events-testing';

/**
 * Two servers of one shop: a client of either hears of orders placed and changed on the other,
 * through the channel that clears their caches (Redis, else PostgreSQL LISTEN/NOTIFY), and one
 * that comes back after a server is gone is sent what it missed from the database; a client's
 * stream ends as soon as its session ends on the other server.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The live orders' promise: on the screen within two seconds. */
const LIVE_LIMIT_MS = 2000;

/** A stream ends at once when its session does, on whichever server holds it. */
const SESSION_END_LIMIT_MS = 1000;

const FOLLOW = 'subscription ($after: ID) { orderEvents(after: $after) { kind orderId } }';
type Followed = { orderEvents: { kind: string; orderId: string } };

function describeTwoInstances(title: string, env: Record<string, string>) {
  describe.skipIf(!process.env.DATABASE_URL)(title, () => {
    let shop: TestInstances;
    let token: string;
    const bases: string[] = [];
    const streams: OpenEventStream[] = [];
    const subscribers: TestSubscriber[] = [];
    /** A new session of the test admin, signed in on server A: its token. */
    const signInOnA = async () => {
      const login = await shop.instances[0]!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: TEST_ADMIN,
      });
      return login.json<{ token: string }>().token;
    };
    /** POST to server A as the holder of `bearer`. */
    const postOnA = (url: string, bearer: string) =>
      shop.instances[0]!.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bearer}` } });
    beforeAll(async () => {
      shop = await createTestInstances(2, {
        ...env,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      });
      for (const { app } of shop.instances) bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      token = await signInOnA();
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      for (const subscriber of subscribers) subscriber.close();
      await shop?.close();
    });
    const open = async (instance: number, lastEventId?: string) => {
      const stream = await openEventStream(bases[instance]!, token, lastEventId);
      streams.push(stream);
      expect(stream.status).toBe(200);
      return stream;
    };

    it('tells a client of B, within two seconds, of an order placed on A and of its status changed on A', async () => {
      const atB = await open(1);
      const [a] = shop.instances;
      const started = Date.now();
      const response = await placeOrder(a!.app);
      expect(response.statusCode).toBe(201);
      const { orderId } = response.json<{ orderId: number }>();
      const [event] = await atB.waitFor(1, LIVE_LIMIT_MS);
      expect(Date.now() - started).toBeLessThan(LIVE_LIMIT_MS);
      expect(event).toMatchObject({ type: 'order.placed', data: { orderId, status: 'pending' } });

      const changed = await a!.app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}/status`,
        headers: { authorization: `Bearer ${token}` },
        payload: { status: 'confirmed' },
      });
      expect(changed.statusCode).toBe(200);
      const events = await atB.waitFor(2, LIVE_LIMIT_MS);
      expect(events[1]).toMatchObject({ type: 'order.status', data: { orderId, status: 'confirmed' } });
    });

    it('sends a GraphQL subscriber of B an order placed on A within two seconds, and its replay after `after` on A', async () => {
      const atB = await openSubscriber(bases[1]!);
      subscribers.push(atB);
      await atB.init({ Authorization: `Bearer ${token}` });
      const [a, b] = shop.instances;
      const after = String(await b!.app.orderEvents.relay.latestId());
      atB.subscribe('live', FOLLOW, { after });
      const started = Date.now();
      const orderId = (await placeOrder(a!.app)).json<{ orderId: number }>().orderId;
      const [event] = await atB.nextOf<Followed>('live', 1, LIVE_LIMIT_MS);
      expect(Date.now() - started).toBeLessThan(LIVE_LIMIT_MS);
      expect(event!.data!.orderEvents).toEqual({ kind: 'placed', orderId: String(orderId) });

      // The same client, back on A after B went away, is sent what it missed from the database.
      atB.close();
      const atA = await openSubscriber(bases[0]!);
      subscribers.push(atA);
      await atA.init({ Authorization: `Bearer ${token}` });
      atA.subscribe('again', FOLLOW, { after });
      const [replayed] = await atA.nextOf<Followed>('again', 1, LIVE_LIMIT_MS);
      expect(replayed!.data!.orderEvents).toEqual({ kind: 'placed', orderId: String(orderId) });
    });

    it('sends a client that reconnects to the other server what was committed while it was away', async () => {
      const atA = await open(0);
      const [a, b] = shop.instances;
      await placeOrder(b!.app);
      const [seen] = await atA.waitFor(1, LIVE_LIMIT_MS);
      // Server A goes away with its client; orders go on through B meanwhile.
      atA.close();
      const missed = (await placeOrder(b!.app)).json<{ orderId: number }>().orderId;
      const atB = await open(1, seen!.id);
      const [replayed] = await atB.waitFor(1, LIVE_LIMIT_MS);
      expect(replayed).toMatchObject({ type: 'order.placed', data: { orderId: missed } });
      expect(a).toBeDefined();
    });

    // Last: signing out everywhere else ends the token the tests above share.
    it("ends a client's stream on B within a second of its session ending on A", async () => {
      const endsWithin = async (stream: OpenEventStream, reason: string, act: () => Promise<number>) => {
        const started = Date.now();
        expect(await act()).toBe(200);
        const [last] = await stream.waitFor(1, SESSION_END_LIMIT_MS);
        await stream.ended(SESSION_END_LIMIT_MS);
        expect(Date.now() - started).toBeLessThan(SESSION_END_LIMIT_MS);
        expect(last).toMatchObject({ type: 'session.expired', data: { reason } });
      };
      const signedOut = await signInOnA();
      const atB = await openEventStream(bases[1]!, signedOut);
      streams.push(atB);
      await endsWithin(atB, 'signed-out', async () => (await postOnA('/api/auth/logout', signedOut)).statusCode);

      const here = await signInOnA();
      const elsewhere = await openEventStream(bases[1]!, await signInOnA());
      streams.push(elsewhere);
      await endsWithin(
        elsewhere,
        'ended',
        async () => (await postOnA('/api/auth/sessions/sign-out-others', here)).statusCode,
      );
    });

    it("closes a GraphQL subscriber's connection on B within a second of its token signed out on A", async () => {
      const signedOut = await signInOnA();
      const atB = await openSubscriber(bases[1]!);
      subscribers.push(atB);
      await atB.init({ token: signedOut });
      atB.subscribe('live', FOLLOW);
      const started = Date.now();
      const logout = await postOnA('/api/auth/logout', signedOut);
      expect(logout.statusCode).toBe(200);
      expect(await atB.closed(SESSION_END_LIMIT_MS)).toEqual({ code: 4401, reason: CLOSE_REASONS['signed-out'] });
      expect(Date.now() - started).toBeLessThan(SESSION_END_LIMIT_MS);
    });
  });
}

describeTwoInstances('live order events on two instances sharing Redis', { REDIS_URL });
describeTwoInstances('live order events on two instances sharing PostgreSQL alone (LISTEN/NOTIFY)', {});
