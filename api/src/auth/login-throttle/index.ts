import type { Orm } from '../../database/orm';
import { createRedisConnection, type RedisLog } from '../../redis';
import { LoginThrottle } from './login-throttle';
import { MemoryLoginAttemptStore } from './memory-store';
import { PostgresLoginAttemptStore } from './postgres-store';
import { RedisLoginAttemptStore } from './redis-store';

export { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, LoginThrottle, TOO_MANY_LOGIN_ATTEMPTS } from './login-throttle';
export type { LoginAttemptStore } from './login-attempt-store';
export { MemoryLoginAttemptStore } from './memory-store';
export { PostgresLoginAttemptStore } from './postgres-store';
export { LoginLimitStoreUnavailableError, RedisLoginAttemptStore } from './redis-store';

export interface LoginThrottleOptions {
  /** REDIS_URL: counts in Redis. */
  redisUrl: string | undefined;
  /** DATABASE_URL (a real PostgreSQL): counts in its login_attempt table when there is no Redis. */
  databaseUrl: string | undefined;
  /** The shop's Redis key prefix (redisKeyPrefix). */
  keyPrefix: string;
  orm: Orm;
  log: RedisLog;
}

/**
 * The login limits with the store every instance shares: Redis when REDIS_URL is set, else the
 * real PostgreSQL, else this process's memory (the embedded database means one process).
 */
export function createLoginThrottle({ redisUrl, databaseUrl, keyPrefix, orm, log }: LoginThrottleOptions): LoginThrottle {
  if (redisUrl) return new LoginThrottle(new RedisLoginAttemptStore(createRedisConnection({ url: redisUrl, purpose: 'login limits', log }), keyPrefix), log);
  if (databaseUrl) return new LoginThrottle(new PostgresLoginAttemptStore(orm), log);
  return new LoginThrottle(new MemoryLoginAttemptStore(), log);
}
