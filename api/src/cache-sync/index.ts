import type { CacheSync, CacheSyncLog } from './cache-sync';
import { localCacheSync } from './cache-sync';
import { postgresCacheSync } from './postgres-cache-sync';
import { redisCacheSync } from './redis-cache-sync';

export type { CacheSync, CacheSyncLog, PeerAnnouncementListener, PeerAnnouncements } from './cache-sync';

export interface CacheSyncOptions {
  /** REDIS_URL: pub/sub through Redis. */
  redisUrl: string | undefined;
  /** DATABASE_URL (a real PostgreSQL): LISTEN/NOTIFY when there is no Redis. Unset for the embedded database. */
  databaseUrl: string | undefined;
  /** The shop's Redis key prefix (redisKeyPrefix), so shops sharing one Redis stay apart. */
  keyPrefix: string;
  log: CacheSyncLog;
}

/**
 * How a write on one instance clears the read cache (and rendered pages) of every other:
 * Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY on a real PostgreSQL, else nothing to
 * do (the embedded database means one process). Chosen once, at start.
 */
export function createCacheSync({ redisUrl, databaseUrl, keyPrefix, log }: CacheSyncOptions): Promise<CacheSync> {
  if (redisUrl) return redisCacheSync({ redisUrl, keyPrefix, log });
  if (databaseUrl) return postgresCacheSync({ databaseUrl, log });
  return Promise.resolve(localCacheSync());
}
