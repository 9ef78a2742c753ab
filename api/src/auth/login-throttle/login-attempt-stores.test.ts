import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { connectOrm, migrate, type Orm } from '../../database/orm';
import { ormOptions } from '../../shop';
import { isDatabaseUnavailableError } from '../../database/database-availability';
import { createRedisConnection, redisKeyPrefix } from '../../redis';
import {
  LOGIN_FAILURE_LIMIT,
  LoginLimitStoreUnavailableError,
  LoginThrottle,
  MemoryLoginAttemptStore,
  PostgresLoginAttemptStore,
  RedisLoginAttemptStore,
  type LoginAttemptStore,
} from '.';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quietLog = { info() {}, warn() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What every store promises, whichever holds the counts. */
function behavesAsALoginAttemptStore(
  open: () => Promise<{ stores: [LoginAttemptStore, LoginAttemptStore]; close(): Promise<void> }>,
) {
  let stores: [LoginAttemptStore, LoginAttemptStore];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ stores, close } = await open());
  });
  afterAll(() => close());
  const address = () => `198.51.100.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;

  it('counts the attempts of one address in its window, and only that address', async () => {
    const [store] = stores;
    const first = address();
    expect(await store.count(first, 60_000)).toBe(1);
    expect(await store.count(first, 60_000)).toBe(2);
    expect(await store.count(address(), 60_000)).toBe(1);
    expect(await store.count(first, 60_000)).toBe(3);
  });

  it('starts again at 1 once the window has ended', async () => {
    const [store] = stores;
    const one = address();
    await store.count(one, 150);
    expect(await store.count(one, 150)).toBe(2);
    await sleep(250);
    expect(await store.count(one, 150)).toBe(1);
  });

  it('forgets an address', async () => {
    const [store] = stores;
    const one = address();
    await store.count(one, 60_000);
    await store.count(one, 60_000);
    await store.forget(one);
    expect(await store.count(one, 60_000)).toBe(1);
  });

  it('gives every attempt of a concurrent burst, from two instances, its own number', async () => {
    const one = address();
    const counts = await Promise.all(Array.from({ length: 30 }, (_, index) => stores[index % 2]!.count(one, 60_000)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it('lets exactly the limit through a burst across two instances', async () => {
    const [a, b] = stores;
    const throttles = [new LoginThrottle(a, quietLog), new LoginThrottle(b, quietLog)];
    const one = address();
    const results = await Promise.allSettled(
      Array.from({ length: LOGIN_FAILURE_LIMIT + 6 }, (_, index) => throttles[index % 2]!.consumeAttempt(one)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(6);
  });
}

describe('the memory store', () => {
  behavesAsALoginAttemptStore(async () => {
    const store = new MemoryLoginAttemptStore();
    // One process: both "instances" are the same memory.
    return { stores: [store, store], close: async () => {} };
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL store', () => {
  let database: TestDatabase;
  const orms: Orm[] = [];
  behavesAsALoginAttemptStore(async () => {
    database = await createTestDatabase();
    for (let index = 0; index < 2; index += 1)
      orms.push(await connectOrm(ormOptions(database.url, { poolSize: database.poolSize })));
    await migrate(orms[0]!);
    return {
      stores: [new PostgresLoginAttemptStore(orms[0]!), new PostgresLoginAttemptStore(orms[1]!)],
      async close() {
        await Promise.all(orms.map((orm) => orm.close()));
        await database.drop();
      },
    };
  });

  it('sweeps finished windows out of the table', async () => {
    const store = new PostgresLoginAttemptStore(orms[0]!);
    const connection = orms[0]!.em.getConnection();
    await store.count('192.0.2.200', 1);
    await sleep(20);
    for (let attempt = 0; attempt < 100; attempt += 1) await store.count('192.0.2.201', 60_000);
    expect(
      await connection.execute('select "address" from "login_attempt" where "address" = ?', ['192.0.2.200']),
    ).toEqual([]);
  });
});

describe('the Redis store', () => {
  const prefix = redisKeyPrefix(`test-${randomBytes(6).toString('hex')}`);
  behavesAsALoginAttemptStore(async () => {
    const stores: [RedisLoginAttemptStore, RedisLoginAttemptStore] = [
      new RedisLoginAttemptStore(
        createRedisConnection({ url: REDIS_URL, purpose: 'login limits', log: quietLog }),
        prefix,
      ),
      new RedisLoginAttemptStore(
        createRedisConnection({ url: REDIS_URL, purpose: 'login limits', log: quietLog }),
        prefix,
      ),
    ];
    return { stores, close: async () => void (await Promise.all(stores.map((store) => store.close()))) };
  });

  it('keeps the counts of another shop apart', async () => {
    const mine = new RedisLoginAttemptStore(
      createRedisConnection({ url: REDIS_URL, purpose: 'login limits', log: quietLog }),
      prefix,
    );
    const theirs = new RedisLoginAttemptStore(
      createRedisConnection({ url: REDIS_URL, purpose: 'login limits', log: quietLog }),
      redisKeyPrefix(`other-${randomBytes(6).toString('hex')}`),
    );
    try {
      await mine.count('192.0.2.50', 60_000);
      await mine.count('192.0.2.50', 60_000);
      expect(await theirs.count('192.0.2.50', 60_000)).toBe(1);
    } finally {
      await Promise.all([mine.close(), theirs.close()]);
    }
  });

  it('answers the outage error (503), never an unlimited pass, while Redis is unreachable', async () => {
    // Nothing listens on port 1.
    const store = new RedisLoginAttemptStore(
      createRedisConnection({ url: 'redis://127.0.0.1:1', purpose: 'login limits', log: quietLog }),
      prefix,
    );
    try {
      const failure = await new LoginThrottle(store, quietLog)
        .consumeAttempt('192.0.2.60')
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(LoginLimitStoreUnavailableError);
      expect(isDatabaseUnavailableError(failure)).toBe(true);
    } finally {
      await store.close();
    }
  });
});
