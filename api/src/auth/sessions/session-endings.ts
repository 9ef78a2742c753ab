import type { FastifyBaseLogger } from 'fastify';
import type { PeerAnnouncements } from '../../cache-sync';
import type { Orm } from '../../database/orm';
import type { CurrentAdmin, SessionEndReason } from '../../graphql/request-context';
import { RerunningTask } from '../../jobs/rerunning-task';
import { endedTokens } from './token-validity';

// Why a watched session ended is named in the plumbing, whose live connections end with it too.
export type { SessionEndReason };

/** The signed-in admin a live connection was opened by, as the request authenticator answered it. */
export type WatchedSession = Pick<CurrentAdmin, 'id' | 'tokenId' | 'issuedAt' | 'expiresAt'>;

/** Told once, when the session ends; the watch is over by then. */
export type SessionEndListener = (reason: SessionEndReason) => void;

/** The topic of session endings on the channel between instances. */
export const SESSION_ENDINGS_TOPIC = 'session-endings';

/** What an instance tells the others: these tokens were signed out, or this account's sessions ended (but `keep`). */
type SessionNews = { tokenIds: string[] } | { adminId: number; keep?: string };

/** setTimeout's longest wait; a later expiry is armed again then. */
const MAX_TIMER_MS = 2_147_483_647;

interface Watch {
  session: WatchedSession;
  onEnd: SessionEndListener;
  expiry: NodeJS.Timeout;
}

function parseNews(news: string): SessionNews | null {
  let value: unknown;
  try {
    value = JSON.parse(news);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { tokenIds, adminId, keep } = value as Record<string, unknown>;
  if (Array.isArray(tokenIds) && tokenIds.every((id) => typeof id === 'string')) return { tokenIds };
  if (Number.isSafeInteger(adminId)) return { adminId: adminId as number, ...(typeof keep === 'string' && { keep }) };
  return null;
}

/**
 * Ends live connections (the order events stream, subscriptions) the moment their session ends,
 * on whichever instance holds them. A service that ends sessions says so once its change is
 * committed (`tokensSignedOut`, `accountSessionsEnded`); this instance's watches hear it at once
 * and the other instances through the channel that clears their caches. A watch also ends at its
 * token's expiry. Should a message be lost (the channel was down: its reconnection makes every
 * instance check), a periodic check of every watched token against the database ends it within
 * `checkEveryMs`.
 */
export class SessionEndings {
  private readonly watching = new Set<Watch>();
  private readonly checking = new RerunningTask(
    () => this.checkAll(),
    (error) => this.log.warn(`session endings: cannot check the open sessions: ${(error as Error).message}`),
  );
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly orm: Orm,
    private readonly peers: PeerAnnouncements,
    private readonly log: FastifyBaseLogger,
    checkEveryMs: number,
  ) {
    peers.onPeerAnnouncement(SESSION_ENDINGS_TOPIC, (news) => {
      if (news === undefined) {
        this.check();
        return;
      }
      const parsed = parseNews(news);
      if (parsed) this.apply(parsed);
      else this.log.warn('session endings: an unreadable message from another instance was ignored');
    });
    this.sweep = setInterval(() => {
      if (this.watching.size > 0) this.check();
    }, checkEveryMs);
    this.sweep.unref();
  }

  /**
   * Calls `onEnd` once when the session ends (never before this call returns). Answers how to stop watching,
   * which the caller does when its connection closes first; calling it again does nothing.
   */
  watch(session: WatchedSession, onEnd: SessionEndListener): () => void {
    const untilExpiry = () => Math.min(session.expiresAt * 1000 - Date.now(), MAX_TIMER_MS);
    const expire = () => {
      if (untilExpiry() > 0) watch.expiry = setTimeout(expire, untilExpiry());
      else this.end(watch, 'expired');
    };
    const watch: Watch = { session, onEnd, expiry: setTimeout(expire, Math.max(untilExpiry(), 0)) };
    this.watching.add(watch);
    return () => this.forget(watch);
  }

  /** These tokens were signed out (committed): their connections end here and on every instance. */
  tokensSignedOut(tokenIds: readonly string[]): void {
    this.tell({ tokenIds: [...tokenIds] });
  }

  /** Every session of the account ended (committed), but `keep`'s when given: their connections end everywhere. */
  accountSessionsEnded(adminId: number, keep?: string): void {
    this.tell({ adminId, ...(keep !== undefined && { keep }) });
  }

  /** Checks every watched token against the database, ending those it refuses. Never throws. */
  check(): void {
    this.checking.run();
  }

  /** Stops the periodic check and every expiry timer, ending nothing (the server is closing). */
  close(): void {
    clearInterval(this.sweep);
    for (const watch of this.watching) clearTimeout(watch.expiry);
    this.watching.clear();
  }

  /** Waits for the current check, if any (closing, tests). */
  settled(): Promise<void> {
    return this.checking.settled();
  }

  private tell(news: SessionNews): void {
    this.apply(news);
    this.peers.announce(SESSION_ENDINGS_TOPIC, JSON.stringify(news));
  }

  private apply(news: SessionNews): void {
    const ends =
      'tokenIds' in news
        ? (session: WatchedSession) => news.tokenIds.includes(session.tokenId)
        : (session: WatchedSession) => session.id === news.adminId && session.tokenId !== news.keep;
    const reason: SessionEndReason = 'tokenIds' in news ? 'signed-out' : 'ended';
    for (const watch of [...this.watching]) if (ends(watch.session)) this.end(watch, reason);
  }

  private async checkAll(): Promise<void> {
    const watches = [...this.watching];
    if (watches.length === 0) return;
    const ended = await endedTokens(
      this.orm.em.fork(),
      watches.map(({ session }) => ({ tokenId: session.tokenId, adminId: session.id, issuedAt: session.issuedAt })),
    );
    for (const watch of watches) if (ended.has(watch.session.tokenId)) this.end(watch, 'ended');
  }

  private forget(watch: Watch): boolean {
    clearTimeout(watch.expiry);
    return this.watching.delete(watch);
  }

  private end(watch: Watch, reason: SessionEndReason): void {
    if (!this.forget(watch)) return;
    try {
      watch.onEnd(reason);
    } catch (error) {
      this.log.error(error, 'session endings: a listener failed');
    }
  }
}
