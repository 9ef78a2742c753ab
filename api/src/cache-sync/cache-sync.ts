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
  close(): Promise<void>;
}

export interface CacheSyncLog {
  info(message: string): void;
  warn(message: string): void;
}

/** What travels on the channel: who wrote, so the writer skips its own message. */
interface WriteMessage {
  from: string;
}

/** The listeners and the instance id every implementation shares. */
export class PeerWriteListeners {
  /** Different for every instance (and every app in one test process). */
  readonly instanceId = randomUUID();
  private readonly listeners: Array<() => void> = [];

  add(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Something this instance may have missed: every listener clears its cache. */
  notifyAll(): void {
    for (const listener of this.listeners) listener();
  }

  message(): string {
    return JSON.stringify({ from: this.instanceId } satisfies WriteMessage);
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
    this.notifyAll();
  }
}

/** One process and the embedded database: nobody else to tell. */
export function localCacheSync(): CacheSync {
  return {
    publish() {},
    onPeerWrite() {},
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
