import type { Orm } from '../database/orm';
import { createRedisConnection, type RedisLog } from '../redis';
import type { AttemptStore } from './attempt-store';
import { MemoryAttemptStore } from './memory-attempt-store';
import { PostgresAttemptStore } from './postgres-attempt-store';
import { RedisAttemptStore } from './redis-attempt-store';

export { AttemptLimit, type AttemptLimitRule } from './attempt-limit';
export type { AttemptStore } from './attempt-store';
export { MemoryAttemptStore } from './memory-attempt-store';
export { PostgresAttemptStore } from './postgres-attempt-store';
export { AttemptStoreUnavailableError, RedisAttemptStore } from './redis-attempt-store';

export interface AttemptStoreOptions {
  /** REDIS_URL: counts in Redis. */
  redisUrl: string | undefined;
  /** DATABASE_URL (a real PostgreSQL): counts in its login_attempt table when there is no Redis. */
  databaseUrl: string | undefined;
  /** The shop's Redis key prefix (redisKeyPrefix). */
  keyPrefix: string;
  orm: Orm;
  log: RedisLog;
}

/** Names one limit's counts: its Redis key namespace, its PostgreSQL limit_name, its connection's purpose. */
export interface AttemptStoreNames {
  redisNamespace: string;
  postgresLimitName: string;
  purpose: string;
}

/**
 * Rate limits per client address (sign-ins, guest order lookups), counted where every instance
 * shares them: Redis when REDIS_URL is set, else the real PostgreSQL, else this process's memory
 * (the embedded database means one process).
 */
export function createAttemptStore(
  { redisUrl, databaseUrl, keyPrefix, orm, log }: AttemptStoreOptions,
  names: AttemptStoreNames,
): AttemptStore {
  if (redisUrl)
    return new RedisAttemptStore(
      createRedisConnection({ url: redisUrl, purpose: names.purpose, log }),
      keyPrefix,
      names.redisNamespace,
    );
  if (databaseUrl) return new PostgresAttemptStore(orm, names.postgresLimitName);
  return new MemoryAttemptStore();
}
