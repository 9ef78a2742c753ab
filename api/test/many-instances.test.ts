import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstProductId } from '../src/catalog/catalog-testing';
import { placeOrder } from '../src/orders/order-testing';
import { TEST_ADMIN } from './admin-session';
import { PNG, file, form } from './image-fixtures';
import { startS3Server } from './s3-server';
import { createTestInstances, type TestInstance, type TestInstances } from './test-instances';

/**
 * Two servers started with the same DATABASE_URL, REDIS_URL and S3
 * settings behave as one shop. Each instance has its own connection pool, data folder, caches
 * and throttles, as two processes behind a load balancer would; only the database, Redis and
 * the bucket are shared. Run on the real PostgreSQL pass (DATABASE_URL), with the machine's
 * Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379) and an s3rver bucket.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** How long a change may take to reach the other instance (within a second, docs/deployment.md). */
const PROPAGATION_LIMIT_MS = 1000;

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  limitMs: number,
): Promise<{ value: T; elapsedMs: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    const elapsedMs = Date.now() - started;
    if (done(value) || elapsedMs > limitMs) return { value, elapsedMs };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A sign-in on `instance` from `remoteAddress`: the sign-in throttle counts per address. */
const logIn = (instance: TestInstance, remoteAddress: string, credentials: object = TEST_ADMIN) =>
  instance.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials, remoteAddress });

async function signIn(instance: TestInstance): Promise<string> {
  const response = await logIn(instance, '10.0.0.1');
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const categoryNamesOverRest = async (instance: TestInstance) =>
  (await instance.app.inject({ method: 'GET', url: '/api/categories' }))
    .json<Array<{ name: string }>>()
    .map((category) => category.name);

const categoryNamesOverGraphql = async (instance: TestInstance) =>
  (await instance.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ categories { name } }' } }))
    .json<{
      data: { categories: Array<{ name: string }> };
    }>()
    .data.categories.map((category) => category.name);

/** Two instances, A and B, sharing what `shared` names besides the database. */
function describeTwoInstances(
  title: string,
  shared: () => Promise<{ env: Record<string, string>; close(): Promise<void> }>,
  tests: (get: () => [TestInstance, TestInstance, string]) => void,
) {
  describe.skipIf(!process.env.DATABASE_URL)(title, () => {
    let shop: TestInstances;
    let sharedServices: { close(): Promise<void> };
    let token: string;
    beforeAll(async () => {
      const services = await shared();
      sharedServices = services;
      shop = await createTestInstances(2, {
        ...services.env,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      });
      token = await signIn(shop.instances[0]!);
    });
    afterAll(async () => {
      await shop?.close();
      await sharedServices?.close();
    });
    tests(() => [shop.instances[0]!, shop.instances[1]!, token]);
  });
}

function changeOnAServedByB(get: () => [TestInstance, TestInstance, string]) {
  it('serves a category created on A from B within a second, over REST and GraphQL, though B had it cached', async () => {
    const [a, b, token] = get();
    // B answers (and caches) the catalogue first.
    expect(await categoryNamesOverRest(b)).toEqual(await categoryNamesOverRest(a));
    const before = await categoryNamesOverGraphql(b);
    expect(before).not.toContain('Wedding Cakes');
    expect(await categoryNamesOverGraphql(b)).toEqual(before);

    const created = await a.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Wedding Cakes' },
    });
    expect(created.statusCode).toBe(201);

    const overRest = await until(
      () => categoryNamesOverRest(b),
      (names) => names.includes('Wedding Cakes'),
      PROPAGATION_LIMIT_MS,
    );
    expect(overRest.value).toContain('Wedding Cakes');
    const overGraphql = await until(
      () => categoryNamesOverGraphql(b),
      (names) => names.includes('Wedding Cakes'),
      PROPAGATION_LIMIT_MS,
    );
    expect(overGraphql.value).toContain('Wedding Cakes');
    expect(overRest.elapsedMs).toBeLessThanOrEqual(PROPAGATION_LIMIT_MS);
  });

  it('counts failed sign-ins from one address on both instances against one limit', async () => {
    const [a, b] = get();
    const attempt = (instance: TestInstance) =>
      logIn(instance, '203.0.113.9', { email: TEST_ADMIN.email, password: 'wrong password 1' });
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      statuses.push((await attempt(a)).statusCode, (await attempt(b)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await attempt(a)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
    // Another address is not affected.
    const other = await logIn(b, '203.0.113.10');
    expect(other.statusCode).toBe(200);
  });
}

const noSharedServices = async () => ({ env: {}, close: async () => undefined });

describeTwoInstances(
  'two instances on one PostgreSQL, with Redis and an S3 bucket',
  async () => {
    const bucket = await startS3Server();
    return { env: { ...bucket.env, REDIS_URL }, close: bucket.close };
  },
  (get) => {
    it('show the same catalogue', async () => {
      const [a, b] = get();
      const products = (instance: TestInstance) =>
        instance.app.inject({ method: 'GET', url: '/api/products' }).then((response) => response.json());
      const fromA = await products(a);
      expect(fromA.length).toBeGreaterThan(0);
      expect(await products(b)).toEqual(fromA);
    });

    changeOnAServedByB(get);

    it('accept a token signed by A on B, and a logout on A ends it on B', async () => {
      const [a, b] = get();
      const token = await signIn(a);
      const verify = (instance: TestInstance) =>
        instance.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } });
      expect((await verify(b)).statusCode).toBe(200);
      expect(
        (await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
      ).toBe(200);
      expect((await verify(b)).statusCode).toBe(401);
      expect((await verify(a)).statusCode).toBe(401);
    });

    it('serve from B an image uploaded through A, from the bucket', async () => {
      const [a, b, token] = get();
      const categories = (await a.app.inject({ method: 'GET', url: '/api/categories' })).json<Array<{ id: number }>>();
      const created = await a.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { authorization: `Bearer ${token}` },
        payload: form({
          name: 'Saffron Roll',
          price: '1.250',
          category_id: String(categories[0]!.id),
          image: file(PNG, 'roll.png', 'image/png'),
        }) as never,
      });
      expect(created.statusCode).toBe(201);
      const image = created.json().image as string;
      const served = await b.app.inject({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      // Neither data folder holds it: it lives in the bucket only.
      for (const instance of [a, b])
        expect(await readdir(instance.config.uploadsDir).catch(() => [])).not.toContain(image.split('/').pop());
    });

    it('mail the owner once for one order, whichever instance takes the job', async () => {
      const [a, b] = get();
      const placed = await placeOrder(b.app, [{ productId: await firstProductId(a.app), quantity: 2 }]);
      expect(placed.statusCode).toBe(201);
      const orderId = placed.json().orderId;
      const mails = async () => {
        const sent = await Promise.all(
          [a, b].map(async (instance) =>
            (await readdir(instance.config.outboxDir).catch(() => [] as string[]))
              .filter((name) => name.endsWith('.eml'))
              .map((name) => join(instance.config.outboxDir, name)),
          ),
        );
        return sent.flat();
      };
      const { value } = await until(mails, (found) => found.length > 0, 15_000);
      expect(value).toHaveLength(1);
      // Both workers have had time to take the job again: still one mail.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await mails()).toEqual(value);
      const eml = await readFile(value[0]!, 'utf8');
      expect(eml).toContain(String(orderId));
    });

    it('make one order of one Idempotency-Key sent to both at once', async () => {
      const [a, b] = get();
      const line = { productId: await firstProductId(a.app), quantity: 1 };
      const send = (instance: TestInstance) =>
        placeOrder(instance.app, [line], { 'idempotency-key': 'one-checkout-two-servers' });
      const answers = await Promise.all([send(a), send(b), send(a), send(b)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.json().orderId)).size).toBe(1);
    });
  },
);

describeTwoInstances(
  'two instances on one PostgreSQL without Redis (LISTEN/NOTIFY, limits in the database)',
  noSharedServices,
  (get) => {
    changeOnAServedByB(get);
  },
);
