import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TcpProxy } from '../../test/tcp-proxy';
import { useTestApp } from '../../test/use-test-app';
import { Order } from '../orders/order.entity';
import { placeOrder } from '../orders/order-testing';

// The database taken away from a running shop and given back: a TCP proxy between the app and
// its database is cut (open connections reset, new ones refused, as when PostgreSQL stops or
// the embedded database's socket fails) and restored.

const UNAVAILABLE = "The shop's database is unavailable. Please try again shortly.";
const json = { 'content-type': 'application/json' };

const databases = [
  // CI runs the suite once with DATABASE_URL: this block runs there.
  { name: 'PostgreSQL (DATABASE_URL)', embedded: false, skip: !process.env.DATABASE_URL },
  { name: 'the embedded PGlite', embedded: true, skip: false },
];

for (const database of databases) {
  describe.skipIf(database.skip)(`while ${database.name} is unreachable`, () => {
    let proxy: TcpProxy | undefined;
    const t = useTestApp({
      admin: true,
      embedded: database.embedded,
      connectThrough: async (url) => {
        const target = new URL(url);
        proxy = new TcpProxy({ host: target.hostname, port: Number(target.port) });
        await proxy.start();
        return proxy.rewrite(url);
      },
    });
    afterAll(() => proxy?.restore().catch(() => undefined));

    let productId: number;
    beforeAll(async () => {
      productId = (await t.app.inject({ method: 'GET', url: '/api/products' })).json()[0].id;
    });
    const orderOne = () => placeOrder(t.app, [{ id: productId, quantity: 1 }]);
    const graphql = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/graphql', headers: { ...json, ...headers }, payload: { query } });
    const outageLines = () => t.logs.filter((line) => /^database (unreachable|reachable again)/.test(String(line.msg)));

    it('answers 503 with Retry-After over REST and GraphQL, says not ready, logs one warning, and loses no acknowledged order', async () => {
      const before = await orderOne();
      expect(before.statusCode).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      const logsBefore = t.logs.length;

      await proxy!.cut();

      // An order load: every one fails the same way, none is acknowledged.
      const orders = await Promise.all(Array.from({ length: 8 }, orderOne));
      for (const answer of orders) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json()).toEqual({ error: UNAVAILABLE });
      }
      // An admin call fails while looking up the token, before its operation runs.
      const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: t.admin });
      expect(list.statusCode).toBe(503);
      expect(list.headers['retry-after']).toBe('5');
      expect(list.json()).toEqual({ error: UNAVAILABLE });

      // GraphQL: a resolver failing, and the request context failing (the admin lookup).
      for (const answer of [await graphql('{ adminExists }'), await graphql('{ orders { id } }', t.admin)]) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        const [error] = answer.json().errors;
        expect(error).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
      }
      // What needs no database still answers as usual: an anonymous admin query is refused.
      expect((await graphql('{ orders { id } }')).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');

      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

      // One warning for the whole outage, and not a stack per request.
      const during = t.logs.slice(logsBefore);
      expect(outageLines().map((line) => [line.level, line.msg])).toEqual([
        [40, expect.stringMatching(/^database unreachable: \S/)],
      ]);
      expect(during.filter((line) => Number(line.level) >= 50)).toEqual([]);
      expect(JSON.stringify(during)).not.toMatch(/"stack"/);

      await proxy!.restore();

      await vi.waitFor(
        async () => {
          expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
        },
        { timeout: 15_000, interval: 200 },
      );
      expect(outageLines().map((line) => [line.level, String(line.msg)])).toEqual([
        [40, expect.stringMatching(/^database unreachable/)],
        [30, expect.stringMatching(/^database reachable again/)],
      ]);

      const after = await orderOne();
      expect(after.statusCode).toBe(201);
      const list2 = await t.app.inject({ method: 'GET', url: '/api/orders', headers: t.admin });
      expect(list2.statusCode).toBe(200);

      // Exactly the acknowledged orders exist.
      const stored = await t.orm.em.fork().find(Order, {}, { orderBy: { id: 'asc' } });
      expect(stored.map((order) => order.id)).toEqual([before.json().orderId, after.json().orderId]);
    });

    it('answers 503 when the database goes silent (no refusal, no reset) instead of waiting on it', async () => {
      const linesBefore = outageLines().length;
      await proxy!.stall();
      // Long enough for the pool to see its open connections dropped: the order needs a new one.
      await new Promise((resolve) => setTimeout(resolve, 200));

      // The new connection hangs: the connect timeout ends the wait, well inside this test's time.
      const answer = await orderOne();
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(outageLines()[linesBefore]).toMatchObject({
        level: 40,
        msg: expect.stringMatching(/^database unreachable: /),
      });
      expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'unavailable' });

      await proxy!.restore();
      await vi.waitFor(
        async () => {
          expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
        },
        { timeout: 15_000, interval: 200 },
      );
      expect(
        outageLines()
          .slice(linesBefore)
          .map((line) => line.level),
      ).toEqual([40, 30]);
      expect((await orderOne()).statusCode).toBe(201);
    });
  });
}
