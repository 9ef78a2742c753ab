import { randomUUID } from 'node:crypto';

/**
 * Tells the other instances of the shop that this one wrote (so their read caches and rendered
 * pages are stale), and hears when they did.
 */
export interface CacheSync {
  /** This instance cleared its cache after a write: the others should too. Never throws; failures are logged. */
  publish(): void;
  /**
   * Called when another instance wrote, and after the channel reconnects (messages may have been
   * missed meanwhile, so a listener clears its cache then too). Never for this instance's own writes.
   */
  onPeerWrite(listener: () => void): void;
  /**
   * Tells the other instances that something of `topic` happened: a nudge (new order events, which
   * listeners read from the database), or with `news`, a short text saying what (which session
   * ended). Never throws.
   */
  announce(topic: string, news?: string): void;
  /**
   * Called with the news when another instance announced `topic`, and without any (undefined)
   * after the channel reconnects: an announcement may have been missed, so the listener checks
   * whatever it cares about. Never for this instance's own announcements.
   */
  onPeerAnnouncement(topic: string, listener: PeerAnnouncementListener): void;
  close(): Promise<void>;
}

/** Hears another instance's announcement: its news, or undefined when some may have been missed. */
export type PeerAnnouncementListener = (news: string | undefined) => void;

/** What a feature may say to, and hear from, the other instances (FeatureContext.peers). */
export type PeerAnnouncements = Pick<CacheSync, 'announce' | 'onPeerAnnouncement'>;

/** The topic of cache-clearing writes; a message without a topic (an older instance's) is one too. */
const WRITES_TOPIC = 'writes';

export interface CacheSyncLog {
  info(message: string): void;
  warn(message: string): void;
}

/** What travels on the channel: who sent it, so the sender skips its own message, what about, and the news if any. */
interface WriteMessage {
  from: string;
  topic?: string;
  news?: string;
}

/** The listeners and the instance id every implementation shares. */
export class PeerWriteListeners {
  /** Different for every instance (and every app in one test process). */
  readonly instanceId = randomUUID();
  private readonly listeners = new Map<string, PeerAnnouncementListener[]>();

  add(listener: PeerAnnouncementListener, topic = WRITES_TOPIC): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }

  /** Something this instance may have missed: every listener of every topic hears it (caches clear). */
  notifyAll(): void {
    for (const listeners of this.listeners.values()) for (const listener of listeners) listener(undefined);
  }

  message(topic = WRITES_TOPIC, news?: string): string {
    return JSON.stringify({
      from: this.instanceId,
      ...(topic !== WRITES_TOPIC && { topic }),
      ...(news !== undefined && { news }),
    } satisfies WriteMessage);
  }

  /** A message off the channel: passed on unless it is this instance's own or unreadable. */
  receive(payload: string): void {
    let message: Partial<WriteMessage>;
    try {
      message = JSON.parse(payload) as Partial<WriteMessage>;
    } catch {
      return;
    }
    if (typeof message.from !== 'string' || message.from === this.instanceId) return;
    const news = typeof message.news === 'string' ? message.news : undefined;
    for (const listener of this.listeners.get(message.topic ?? WRITES_TOPIC) ?? []) listener(news);
  }
}

/** One process and the embedded database: nobody else to tell. */
export function localCacheSync(): CacheSync {
  return {
    publish() {},
    onPeerWrite() {},
    announce() {},
    onPeerAnnouncement() {},
    async close() {},
  };
}

/**
 * Watches each publish: a failed one is logged once until one succeeds again, not once per
 * write. Readers elsewhere keep cached answers until their minute is up, which is never worth
 * failing the write for.
 */
export function publishReporter(log: CacheSyncLog): (sent: Promise<unknown>) => void {
  let failing = false;
  return (sent) => {
    sent.then(
      () => {
        failing = false;
      },
      (error: unknown) => {
        if (!failing)
          log.warn(`cache messages: could not tell the other instances about a write: ${(error as Error).message}`);
        failing = true;
      },
    );
  };
}
