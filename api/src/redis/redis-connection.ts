import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

/**
 * ioredis, loaded by the first connection: it costs an idle server about 7 MB that a shop
 * without REDIS_URL never needs. Required rather than imported so connections stay synchronous.
 */
const loadIoredis = () => createRequire(import.meta.url)('ioredis') as typeof import('ioredis');

export type RedisConnection = Redis;

export interface RedisLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface RedisConnectionOptions {
  url: string;
  /** What this connection is for, in log lines ("cache messages", "login limits"). */
  purpose: string;
  log: RedisLog;
  /** Shown by CLIENT LIST, so an operator sees which connection is whose. */
  name?: string;
}

/**
 * A command waits for at most this many reconnection attempts before it fails: a request
 * during an outage gets its error within a couple of seconds instead of hanging.
 */
const MAX_RETRIES_PER_REQUEST = 2;
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A Redis connection that connects on its first command and reconnects by itself (ioredis'
 * back-off, capped at two seconds). ioredis emits 'error' on every failed attempt: an outage is
 * logged once when it starts and once when it ends, not every retry.
 */
export function createRedisConnection({ url, purpose, log, name }: RedisConnectionOptions): RedisConnection {
  const { Redis: RedisClient } = loadIoredis();
  const connection = new RedisClient(url, {
    lazyConnect: true,
    connectionName: name,
    maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  let downSince: number | null = null;
  connection.on('error', (error: Error) => {
    if (downSince !== null) return;
    downSince = Date.now();
    log.warn(`Redis unreachable (${purpose}): ${error.message}`);
  });
  connection.on('ready', () => {
    if (downSince === null) return;
    const seconds = Math.round((Date.now() - downSince) / 1000);
    downSince = null;
    log.info(`Redis reachable again (${purpose}, after ${seconds} s)`);
  });
  return connection;
}

/** Closes politely when connected (pending replies arrive first), else just stops reconnecting. */
export async function closeRedisConnection(connection: RedisConnection): Promise<void> {
  if (connection.status === 'ready') {
    try {
      await connection.quit();
      return;
    } catch {
      // Fell over while quitting: disconnect below.
    }
  }
  connection.disconnect();
}
