import pg from 'pg';
import { redactUrl } from '../config/config';
import { PeerWriteListeners, publishReporter, type CacheSync, type CacheSyncLog } from './cache-sync';

export interface PostgresCacheSyncOptions {
  databaseUrl: string;
  log: CacheSyncLog;
  /** Waits between reconnection attempts: doubling from the first to the last. */
  reconnectDelayMs?: { first: number; max: number };
}

/** NOTIFY channels are per database, so instances of another shop on the same server never hear these. */
export const CACHE_WRITES_CHANNEL = 'crumb_cache_writes';

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection (a pooled connection cannot keep
 * listening). A lost connection is reopened with growing waits; once it listens again the
 * caches are cleared, since writes announced meanwhile were missed.
 */
export async function postgresCacheSync({
  databaseUrl,
  log,
  reconnectDelayMs = { first: 250, max: 10_000 },
}: PostgresCacheSyncOptions): Promise<CacheSync> {
  const listeners = new PeerWriteListeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = reconnectDelayMs.first;
  let downSince: number | null = null;
  // A write (or another topic's announcement) made while the connection is down is still owed to
  // the other instances: it is announced once this one listens again (as Redis's offline queue
  // does for its publishes). Owed once per topic and without its news: a listener told of its
  // topic without news checks everything it cares about.
  const owed = new Set<string | undefined>();
  const report = publishReporter(log);

  const announce = (sending: pg.Client, topic?: string, news?: string) => {
    const sent = sending.query('select pg_notify($1, $2)', [CACHE_WRITES_CHANNEL, listeners.message(topic, news)]);
    sent.catch(() => {
      owed.add(topic);
    });
    report(sent);
  };
  const announceOrOwe = (topic?: string, news?: string) => {
    if (client) announce(client, topic, news);
    else owed.add(topic);
  };

  const lost = (error: Error | undefined, reconnecting: pg.Client) => {
    if (client !== reconnecting) return; // Already handled ('error' and 'end' both come).
    client = null;
    reconnecting.removeAllListeners('notification');
    reconnecting.end().catch(() => {});
    if (closed) return;
    if (downSince === null) {
      downSince = Date.now();
      log.warn(
        `cache messages: lost the listening connection to ${redactUrl(databaseUrl)}: ${error?.message ?? 'closed'}`,
      );
    }
    scheduleConnect();
  };

  const connect = async (): Promise<void> => {
    const candidate = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    // Errors while connecting reject connect(); listen before it so none is unhandled.
    candidate.on('error', (error) => lost(error, candidate));
    candidate.on('end', () => lost(undefined, candidate));
    candidate.on('notification', (message) => {
      if (message.channel === CACHE_WRITES_CHANNEL && message.payload) listeners.receive(message.payload);
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${CACHE_WRITES_CHANNEL}`);
    } catch (error) {
      candidate.removeAllListeners();
      candidate.on('error', () => {});
      await candidate.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    delay = reconnectDelayMs.first;
  };

  const scheduleConnect = () => {
    if (retryTimer || closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          if (!client) return;
          if (downSince !== null)
            log.info(`cache messages: listening again (after ${Math.round((Date.now() - downSince) / 1000)} s)`);
          downSince = null;
          listeners.notifyAll();
          const topics = [...owed];
          owed.clear();
          for (const topic of topics) announce(client, topic);
        },
        (error: unknown) => {
          if (downSince === null) {
            downSince = Date.now();
            log.warn(`cache messages: cannot listen on ${redactUrl(databaseUrl)}: ${(error as Error).message}`);
          }
          delay = Math.min(delay * 2, reconnectDelayMs.max);
          scheduleConnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  try {
    await connect();
  } catch (error) {
    // The database answered the ORM a moment ago; keep trying in the background rather than refusing to start.
    downSince = Date.now();
    log.warn(`cache messages: cannot listen on ${redactUrl(databaseUrl)}: ${(error as Error).message}`);
    scheduleConnect();
  }

  return {
    publish: () => announceOrOwe(),
    onPeerWrite: (listener) => listeners.add(listener),
    announce: (topic, news) => announceOrOwe(topic, news),
    onPeerAnnouncement: (topic, listener) => listeners.add(listener, topic),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
