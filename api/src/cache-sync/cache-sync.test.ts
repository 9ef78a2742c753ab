import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { redisKeyPrefix } from '../redis';
import { createCacheSync, type CacheSync } from '.';
import { postgresCacheSync } from './postgres-cache-sync';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quietLog = { info() {}, warn() {} };

/** Counts the peer writes an instance hears; `wait` resolves once `times` have come, or rejects after `ms`. */
function heard(sync: CacheSync): { count: () => number; wait: (times?: number, ms?: number) => Promise<void> } {
  let count = 0;
  sync.onPeerWrite(() => {
    count += 1;
  });
  return {
    count: () => count,
    async wait(times = 1, ms = 1000) {
      const started = Date.now();
      while (count < times) {
        if (Date.now() - started > ms) throw new Error(`heard ${count} of ${times} messages within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

/** Ends every listening connection on the database at `url`, as a fail-over would. */
async function terminateListeningConnections(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'",
    );
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two instances of a shop and one of another shop, on the same channel machinery. */
function behavesAsCacheSync(start: (shop: 'one' | 'other') => Promise<CacheSync>) {
  let a: CacheSync;
  let b: CacheSync;
  let stranger: CacheSync;
  beforeAll(async () => {
    [a, b, stranger] = await Promise.all([start('one'), start('one'), start('other')]);
  });
  afterAll(() => Promise.all([a, b, stranger].map((sync) => sync?.close())));

  it('tells the other instance of the shop about a write within a second, but not the writer itself, nor another shop', async () => {
    const atB = heard(b);
    const atA = heard(a);
    const atStranger = heard(stranger);
    a.publish();
    await atB.wait();
    await sleep(100);
    expect(atA.count()).toBe(0);
    expect(atStranger.count()).toBe(0);
  });

  it("carries a topic's announcement to the other instance's listeners of that topic alone: no cache is cleared", async () => {
    let news = 0;
    b.onPeerAnnouncement('order-events', () => {
      news += 1;
    });
    const writesAtB = heard(b);
    a.announce('order-events');
    const started = Date.now();
    while (news === 0 && Date.now() - started < 1000) await sleep(10);
    expect(news).toBe(1);
    await sleep(100);
    expect(writesAtB.count()).toBe(0);
  });

  it('carries the news an announcement says, as it was said', async () => {
    const told: Array<string | undefined> = [];
    b.onPeerAnnouncement('session-endings', (news) => told.push(news));
    a.announce('session-endings', '{"tokenIds":["7f3c"]}');
    const started = Date.now();
    while (told.length === 0 && Date.now() - started < 1000) await sleep(10);
    expect(told).toEqual(['{"tokenIds":["7f3c"]}']);
  });
}

describe('cache sync through Redis pub/sub', () => {
  const shops = {
    one: redisKeyPrefix(`test-${randomBytes(6).toString('hex')}`),
    other: redisKeyPrefix(`test-${randomBytes(6).toString('hex')}`),
  };
  behavesAsCacheSync((shop) =>
    createCacheSync({ redisUrl: REDIS_URL, databaseUrl: undefined, keyPrefix: shops[shop], log: quietLog }),
  );

  it('logs a publish it cannot deliver and carries on', async () => {
    const warnings: string[] = [];
    const sync = await createCacheSync({
      redisUrl: 'redis://127.0.0.1:1',
      databaseUrl: undefined,
      keyPrefix: shops.one,
      log: { info() {}, warn: (message) => warnings.push(message) },
    });
    try {
      sync.publish();
      await sleep(1500);
      expect(warnings.some((line) => /could not tell the other instances/.test(line))).toBe(true);
    } finally {
      await sync.close();
    }
  });

  it('clears the cache after its subscription reconnects (messages may have been missed), and hears writes again', async () => {
    const [listening, writing] = await Promise.all([
      createCacheSync({ redisUrl: REDIS_URL, databaseUrl: undefined, keyPrefix: shops.other, log: quietLog }),
      createCacheSync({ redisUrl: REDIS_URL, databaseUrl: undefined, keyPrefix: shops.other, log: quietLog }),
    ]);
    const admin = new Redis(REDIS_URL);
    try {
      const afterReconnect = heard(listening);
      // Drops this shop's listening connections, as a Redis restart would.
      const clients = String(await admin.client('LIST')).split('\n');
      const ids = clients
        .filter((line) => line.includes(` name=${shops.other}cache-listener `))
        .map((line) => /\bid=(\d+)/.exec(line)![1]!);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) await admin.client('KILL', 'ID', id);
      await afterReconnect.wait(1, 3000);

      const nextWrite = heard(listening);
      writing.publish();
      await nextWrite.wait();
    } finally {
      admin.disconnect();
      await Promise.all([listening.close(), writing.close()]);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('cache sync through PostgreSQL LISTEN/NOTIFY', () => {
  // Promises, so instances started at once share the shop's database.
  const databases: Partial<Record<'one' | 'other', Promise<TestDatabase>>> = {};
  const databaseFor = (shop: 'one' | 'other') => (databases[shop] ??= createTestDatabase());
  afterAll(async () => {
    await Promise.all(Object.values(databases).map(async (database) => (await database).drop()));
  });
  behavesAsCacheSync(async (shop) =>
    createCacheSync({
      redisUrl: undefined,
      databaseUrl: (await databaseFor(shop)).url,
      keyPrefix: 'unused',
      log: quietLog,
    }),
  );

  it('reconnects after losing its connection, clears the cache then (messages may have been missed), and hears writes again', async () => {
    const { url } = await databaseFor('one');
    const lines: string[] = [];
    const log = { info: (message: string) => lines.push(message), warn: (message: string) => lines.push(message) };
    const [listening, writing] = await Promise.all([
      createCacheSync({ redisUrl: undefined, databaseUrl: url, keyPrefix: 'unused', log }),
      createCacheSync({ redisUrl: undefined, databaseUrl: url, keyPrefix: 'unused', log: quietLog }),
    ]);
    try {
      const afterReconnect = heard(listening);
      await terminateListeningConnections(url);
      await afterReconnect.wait(1, 3000);
      expect(lines.some((line) => /lost the listening connection/.test(line))).toBe(true);
      expect(lines.some((line) => /listening again/.test(line))).toBe(true);

      const nextWrite = heard(listening);
      writing.publish();
      // The writer may still be reconnecting itself: its write is then announced once it is back.
      await nextWrite.wait(1, 3000);
    } finally {
      await Promise.all([listening.close(), writing.close()]);
    }
  });

  it('announces a write made while its own connection was down once it listens again', async () => {
    const { url } = await databaseFor('one');
    // The listener is back long before the writer, so only the writer's owed message can reach it then.
    const [listening, writing] = await Promise.all([
      postgresCacheSync({ databaseUrl: url, log: quietLog, reconnectDelayMs: { first: 10, max: 10 } }),
      postgresCacheSync({ databaseUrl: url, log: quietLog, reconnectDelayMs: { first: 800, max: 800 } }),
    ]);
    try {
      const atListener = heard(listening);
      await terminateListeningConnections(url);
      writing.publish();
      await atListener.wait(1, 3000); // Its own reconnection clears its cache.
      await sleep(300);
      expect(atListener.count()).toBe(1);
      await atListener.wait(2, 5000);
    } finally {
      await Promise.all([listening.close(), writing.close()]);
    }
  });
});

describe('cache sync on the embedded database', () => {
  it('is local: publishing reaches nobody and costs nothing', async () => {
    const sync = await createCacheSync({
      redisUrl: undefined,
      databaseUrl: undefined,
      keyPrefix: 'unused',
      log: quietLog,
    });
    const atSelf = heard(sync);
    sync.publish();
    await expect(atSelf.wait(1, 200)).rejects.toThrow(/heard 0/);
    await sync.close();
  });
});
