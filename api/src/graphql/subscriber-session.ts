import type { FastifyRequest } from 'fastify';
import type { CurrentAdmin, RequestAuthenticator } from './request-context';

/** Why a subscriber's connection closes with its session. */
export type SessionEnd = 'expired' | 'ended';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** setTimeout's longest wait; a later expiry is armed again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The admin token a WebSocket client sends in its connection_init payload (browsers cannot set
 * headers on a WebSocket): `Authorization: "Bearer <token>"` as over HTTP, or `token` alone.
 */
export function connectionToken(params: Readonly<Record<string, unknown>> | undefined): string | null {
  const header = params?.Authorization ?? params?.authorization;
  if (typeof header === 'string') return BEARER.exec(header)?.[1] ?? null;
  return typeof params?.token === 'string' && params.token.trim() !== '' ? params.token.trim() : null;
}

/**
 * The token as a request of its own, for the request authenticator (which reads the bearer
 * header and answers once per request): the same checks as every HTTP call, asked again
 * whenever a new object is made.
 */
function requestWithToken(upgrade: FastifyRequest, token: string): FastifyRequest {
  return { headers: { authorization: `Bearer ${token}` }, server: upgrade.server } as FastifyRequest;
}

/** The account a connection signs in as, and the watch that closes it when the session ends. */
export class SubscriberSession {
  private expiry: NodeJS.Timeout | undefined;
  private ended = false;

  private constructor(
    private current: CurrentAdmin,
    private readonly ask: () => Promise<CurrentAdmin | null>,
    private readonly onEnd: (why: SessionEnd) => void,
  ) {
    this.armExpiry();
  }

  /** The account as last checked: a changed role counts for the subscriptions started after. */
  get admin(): CurrentAdmin {
    return this.current;
  }

  /**
   * The session of `token`, watched from now on: `onEnd` is called once, at the token's expiry
   * or at the first check that finds it no longer good. Null when the token opens no account
   * (missing, forged, expired, signed out, or its account disabled or removed).
   */
  static async open(
    authenticate: RequestAuthenticator,
    upgrade: FastifyRequest,
    token: string | null,
    onEnd: (why: SessionEnd) => void,
  ): Promise<SubscriberSession | null> {
    if (!token) return null;
    const ask = () => authenticate(requestWithToken(upgrade, token));
    const admin = await ask();
    return admin ? new SubscriberSession(admin, ask, onEnd) : null;
  }

  /**
   * Asks again whether the token still opens the account, as every HTTP call does: a token
   * signed out, or an account disabled or removed, ends the session. A database that does not
   * answer ends nothing: the next check asks again.
   */
  async check(): Promise<void> {
    if (this.ended) return;
    let account: CurrentAdmin | null;
    try {
      account = await this.ask();
    } catch {
      return;
    }
    if (account) this.current = account;
    else this.end('ended');
  }

  /** Stops watching (the connection closed). */
  stop(): void {
    this.ended = true;
    clearTimeout(this.expiry);
  }

  private armExpiry(): void {
    const left = Math.max(this.current.expiresAt * 1000 - Date.now(), 0);
    this.expiry = setTimeout(
      () => (left > MAX_TIMER_MS ? this.armExpiry() : this.end('expired')),
      Math.min(left, MAX_TIMER_MS),
    );
  }

  private end(why: SessionEnd): void {
    if (this.ended) return;
    this.stop();
    this.onEnd(why);
  }
}
