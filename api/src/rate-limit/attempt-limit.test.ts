import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { connectOrm, migrate, type Orm } from '../database/orm';
import { ormOptions } from '../shop';
import { createRedisConnection, redisKeyPrefix } from '../redis';
import { AttemptLimit, MemoryAttemptStore, PostgresAttemptStore, RedisAttemptStore, type AttemptStore } from '.';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quietLog = { info() {}, warn() {} };
const rule = { limit: 3, windowMs: 60_000, message: 'Too many tries.' };

/**
 * What every shared store promises the limits built on it: one limit's count is the same on
 * every instance, and two limits (sign-ins, order lookups) never spend each other's.
 */
function keepsLimitsApartAndShared(open: () => Promise<{ store(name: string): AttemptStore; close(): Promise<void> }>) {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('counts one limit across two instances, and another limit apart', async () => {
    const address = `192.0.2.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
    const onA = new AttemptLimit(opened.store('lookups'), rule);
    const onB = new AttemptLimit(opened.store('lookups'), rule);
    const other = new AttemptLimit(opened.store('sign-ins'), rule);
    await onA.consume(address);
    await onB.consume(address);
    await onA.consume(address);
    await expect(onB.consume(address)).rejects.toThrow('Too many tries.');
    await expect(other.consume(address)).resolves.toBeUndefined();
  });

  it('forgets an address for its own limit only', async () => {
    const address = `192.0.2.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
    const lookups = new AttemptLimit(opened.store('lookups'), rule);
    const signIns = new AttemptLimit(opened.store('sign-ins'), rule);
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      await lookups.consume(address);
      await signIns.consume(address);
    }
    await signIns.forget(address);
    await expect(signIns.consume(address)).resolves.toBeUndefined();
    await expect(lookups.consume(address)).rejects.toThrow('Too many tries.');
  });
}

describe('AttemptLimit', () => {
  it('lets the limit through in a window and refuses the rest with 429', async () => {
    const limit = new AttemptLimit(new MemoryAttemptStore(), rule);
    for (let attempt = 0; attempt < rule.limit; attempt += 1) await limit.consume('192.0.2.1');
    await expect(limit.consume('192.0.2.1')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many tries.',
    });
    await expect(limit.consume('192.0.2.2')).resolves.toBeUndefined();
  });
});

describe('limits on Redis', () => {
  const prefix = redisKeyPrefix(`test-${randomBytes(6).toString('hex')}`);
  keepsLimitsApartAndShared(async () => {
    const stores: RedisAttemptStore[] = [];
    return {
      store(name) {
        const store = new RedisAttemptStore(
          createRedisConnection({ url: REDIS_URL, purpose: name, log: quietLog }),
          prefix,
          name,
        );
        stores.push(store);
        return store;
      },
      close: async () => void (await Promise.all(stores.map((store) => store.close()))),
    };
  });
});

describe.skipIf(!process.env.DATABASE_URL)('limits on PostgreSQL', () => {
  keepsLimitsApartAndShared(async () => {
    const database: TestDatabase = await createTestDatabase();
    const orms: Orm[] = [];
    for (let index = 0; index < 2; index += 1)
      orms.push(await connectOrm(ormOptions(database.url, { poolSize: database.poolSize })));
    await migrate(orms[0]!);
    let next = 0;
    return {
      // Each store on the next instance's connection pool in turn.
      store: (name) => new PostgresAttemptStore(orms[(next += 1) % 2]!, name),
      async close() {
        await Promise.all(orms.map((orm) => orm.close()));
        await database.drop();
      },
    };
  });
});
