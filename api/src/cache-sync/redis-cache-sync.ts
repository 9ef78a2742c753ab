import { closeRedisConnection, createRedisConnection } from '../redis';
import { PeerWriteListeners, publishReporter, type CacheSync, type CacheSyncLog } from './cache-sync';

export interface RedisCacheSyncOptions {
  redisUrl: string;
  /** The shop's key prefix (redisKeyPrefix): only instances of one shop hear each other. */
  keyPrefix: string;
  log: CacheSyncLog;
}

/**
 * Redis pub/sub: one connection publishes, a second one subscribes (a subscribed connection can
 * do nothing else). ioredis re-subscribes by itself after a reconnect; the reconnect itself
 * counts as a possible missed write.
 */
export async function redisCacheSync({ redisUrl, keyPrefix, log }: RedisCacheSyncOptions): Promise<CacheSync> {
  const channel = `${keyPrefix}cache-writes`;
  const listeners = new PeerWriteListeners();
  const publisher = createRedisConnection({ url: redisUrl, purpose: 'cache messages', log });
  const subscriber = createRedisConnection({
    url: redisUrl,
    purpose: 'cache messages',
    log,
    name: `${keyPrefix}cache-listener`,
  });

  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) listeners.receive(payload);
  });
  // Subscribes on every (re)connection, then, from the second one on, clears the caches: writes
  // published while this instance was away were missed. Subscribing again is harmless.
  let connectedBefore = false;
  const firstSubscription = new Promise<void>((resolve) => {
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          if (connectedBefore) listeners.notifyAll();
          connectedBefore = true;
          resolve();
        },
        (error: unknown) => {
          log.warn(`cache messages: cannot subscribe: ${(error as Error).message}`);
          resolve();
        },
      );
    });
  });
  try {
    await subscriber.connect();
    await firstSubscription;
  } catch {
    // Redis down at start: already logged by the connection; it keeps reconnecting and
    // subscribes once it can. Meanwhile caches here expire on their own within a minute.
  }

  const report = publishReporter(log);
  return {
    publish() {
      report(publisher.publish(channel, listeners.message()));
    },
    onPeerWrite: (listener) => listeners.add(listener),
    announce(topic, news) {
      report(publisher.publish(channel, listeners.message(topic, news)));
    },
    onPeerAnnouncement: (topic, listener) => listeners.add(listener, topic),
    async close() {
      await Promise.all([closeRedisConnection(publisher), closeRedisConnection(subscriber)]);
    },
  };
}
