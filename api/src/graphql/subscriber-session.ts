import type { FastifyRequest } from 'fastify';
import type { CurrentAdmin, RequestAuthenticator, SessionEndReason, SessionWatch } from './request-context';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The account a subscriber's connection signed in as, and how to stop watching its session. */
export interface SubscriberSession {
  admin: CurrentAdmin;
  stopWatching: () => void;
}

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
 * The token as a request of its own for the request authenticator, which reads the bearer
 * header: the same checks as every HTTP call (signature, expiry, signed out, account enabled).
 */
function requestWithToken(upgrade: FastifyRequest, token: string): FastifyRequest {
  return { headers: { authorization: `Bearer ${token}` }, server: upgrade.server } as FastifyRequest;
}

/**
 * Signs a subscriber's connection in with `token`, watched from now on: `onEnd` is called once,
 * the moment the session ends (signed out here or on another instance, the account disabled or
 * removed, the token expired). Null when the token opens no account.
 */
export async function openSubscriberSession(
  authenticate: RequestAuthenticator,
  watchSession: SessionWatch,
  upgrade: FastifyRequest,
  token: string | null,
  onEnd: (reason: SessionEndReason) => void,
): Promise<SubscriberSession | null> {
  if (!token) return null;
  const admin = await authenticate(requestWithToken(upgrade, token));
  return admin ? { admin, stopWatching: watchSession(admin, onEnd) } : null;
}
