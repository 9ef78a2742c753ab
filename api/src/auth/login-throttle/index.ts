import type { Orm } from '../../database/orm';
import type { RedisConnection, RedisLog } from '../../redis';
import {
  AttemptStoreUnavailableError,
  createAttemptStore,
  MemoryAttemptStore,
  PostgresAttemptStore,
  RedisAttemptStore,
  type AttemptStore,
} from '../../rate-limit';
import { LoginThrottle } from './login-throttle';

export { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, LoginThrottle, TOO_MANY_LOGIN_ATTEMPTS } from './login-throttle';

/** The sign-ins' names in the shared stores (Redis keys `<prefix>login-attempts:<address>`, PostgreSQL limit 'login'). */
const LOGIN_STORE_NAMES = {
  redisNamespace: 'login-attempts',
  postgresLimitName: 'login',
  purpose: 'login limits',
} as const;

// The sign-ins' stores, under the names their callers (and tests) know them by.
export type LoginAttemptStore = AttemptStore;
export const LoginLimitStoreUnavailableError = AttemptStoreUnavailableError;
export class MemoryLoginAttemptStore extends MemoryAttemptStore {}
export class PostgresLoginAttemptStore extends PostgresAttemptStore {
  constructor(orm: Orm) {
    super(orm, LOGIN_STORE_NAMES.postgresLimitName);
  }
}
export class RedisLoginAttemptStore extends RedisAttemptStore {
  constructor(redis: RedisConnection, keyPrefix: string) {
    super(redis, keyPrefix, LOGIN_STORE_NAMES.redisNamespace);
  }
}

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
export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  return new LoginThrottle(createAttemptStore(options, LOGIN_STORE_NAMES), options.log);
}
