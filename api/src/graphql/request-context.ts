import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Language } from '../localized/language';
import type { AdminRole } from './admin-role';

/** The signed-in account behind a request, as the bearer token proved it. */
export interface CurrentAdmin {
  id: number;
  email: string;
  /** Read from the account on every request, so a changed role counts at once. */
  role: AdminRole;
  /** The token's id (jti), so logout can revoke exactly this token. */
  tokenId: string;
  /** When the token expires (seconds since the epoch). */
  expiresAt: number;
  /** When the token was signed (seconds since the epoch). */
  issuedAt: number;
}

/**
 * Who is asking: the admin a request's credentials name, or null. The auth feature brings it
 * (Feature.authenticator); GraphQL's context and the REST facade's admin check both ask it.
 */
export type RequestAuthenticator = (request: FastifyRequest) => Promise<CurrentAdmin | null>;

/**
 * Why a signed-in session ended: its own token was signed out (logout, or from another device);
 * the account's sessions ended (signed out everywhere, disabled, removed, or a check found the
 * token refused); or the token reached its expiry.
 */
export type SessionEndReason = 'signed-out' | 'ended' | 'expired';

/**
 * Calls `onEnd` once, the moment the session of `admin` (as the authenticator answered it) ends,
 * on whichever instance it is ended; answers how to stop watching. What keeps a live connection
 * (a GraphQL subscriber) no longer than its session; the auth feature brings it (Feature.sessionWatch).
 */
export type SessionWatch = (admin: CurrentAdmin, onEnd: (reason: SessionEndReason) => void) => () => void;

/**
 * What every resolver and service call receives first: a unit of work of its own (a forked
 * EntityManager, never the global one), the signed-in admin if any, and the request's logger.
 */
export interface RequestContext {
  em: EntityManager;
  admin: CurrentAdmin | null;
  log: FastifyBaseLogger;
  /** The HTTP request behind the operation (headers such as Idempotency-Key, the client address). */
  request: FastifyRequest;
  /** The language the owner's texts are answered in (localized/request-language.ts), falling back to the other. */
  language: Language;
}
