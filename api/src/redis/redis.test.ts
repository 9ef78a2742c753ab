import { describe, expect, it } from 'vitest';
import { closeRedisConnection, createRedisConnection, redisKeyPrefix } from '.';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('redisKeyPrefix', () => {
  it('is the same for every instance of one database, whoever connects with what password', () => {
    expect(redisKeyPrefix('postgres://shop:secret@db.internal:5432/crumb')).toBe(
      redisKeyPrefix('postgresql://other:else@db.internal/crumb?sslmode=require'),
    );
  });

  it('differs between databases, servers and ports, and never contains the password', () => {
    const prefixes = new Set(
      [
        'postgres://u:p@db:5432/crumb',
        'postgres://u:p@db:5432/other',
        'postgres://u:p@db2:5432/crumb',
        'postgres://u:p@db:5433/crumb',
        '/srv/crumb/data',
      ].map(redisKeyPrefix),
    );
    expect(prefixes.size).toBe(5);
    expect(redisKeyPrefix('postgres://u:hunter2@db/crumb')).toMatch(/^crumb:[0-9a-f]{12}:$/);
  });
});

describe('a Redis connection', () => {
  it('connects on its first command', async () => {
    const connection = createRedisConnection({ url: REDIS_URL, purpose: 'test', log: { info() {}, warn() {} } });
    try {
      expect(connection.status).toBe('wait');
      expect(await connection.ping()).toBe('PONG');
    } finally {
      await closeRedisConnection(connection);
    }
  });

  it('logs an outage once, not once per retry, and fails commands instead of hanging', async () => {
    const warnings: string[] = [];
    // Nothing listens on port 1: every reconnection attempt fails.
    const connection = createRedisConnection({
      url: 'redis://127.0.0.1:1',
      purpose: 'test',
      log: { info() {}, warn: (message) => warnings.push(message) },
    });
    try {
      await expect(connection.ping()).rejects.toThrow();
      await expect(connection.ping()).rejects.toThrow();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^Redis unreachable \(test\)/);
    } finally {
      await closeRedisConnection(connection);
    }
  });
});
