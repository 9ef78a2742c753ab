import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** How long a signed-in session lasts before the owner signs in again. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
/** The only algorithm signed and accepted: `alg: none` and every other algorithm are refused. */
export const TOKEN_ALGORITHM = 'HS256';

/** What an admin token says once its signature and expiry are checked. */
export interface AdminTokenClaims {
  /** The admin's id. */
  adminId: number;
  /** The token's own id, by which logout revokes it. */
  tokenId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** When it was signed, seconds since the epoch: tokens older than the account's sessionsEndedAt are refused. */
  issuedAt: number;
}

/** A new token for the admin with a random id (jti), so each one can be revoked on its own. */
export function signAdminToken(app: FastifyInstance, adminId: number): string {
  return app.jwt.sign({ sub: String(adminId), jti: randomUUID() });
}

/** The token's claims, or null when it is forged, tampered with, expired or malformed. */
export function verifyAdminToken(app: FastifyInstance, token: string): AdminTokenClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = app.jwt.verify<Record<string, unknown>>(token);
  } catch {
    return null;
  }
  const adminId = Number(payload.sub);
  const { jti, exp, iat } = payload;
  if (!Number.isSafeInteger(adminId) || adminId < 1 || typeof jti !== 'string' || typeof exp !== 'number') return null;
  // @fastify/jwt signs every token with its iat; one without is no token of ours.
  if (typeof iat !== 'number') return null;
  return { adminId, tokenId: jti, expiresAt: exp, issuedAt: iat };
}
