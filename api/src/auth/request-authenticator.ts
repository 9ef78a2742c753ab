import type { FastifyRequest } from 'fastify';
import type { Orm } from '../database/orm';
import type { CurrentAdmin, RequestAuthenticator } from '../graphql/request-context';
import { verifyAdminToken } from './admin-token';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/**
 * Who is asking: the admin a valid bearer token names, or null for anyone else. A missing,
 * forged, expired or revoked token, or one for an admin that no longer exists, is no admin:
 * public operations still answer, admin-only ones answer 401 through the authChecker.
 */
export function createRequestAuthenticator(orm: Orm): RequestAuthenticator {
  // Once per request: the REST facade's admin check and the GraphQL context both ask.
  const answers = new WeakMap<FastifyRequest, Promise<CurrentAdmin | null>>();
  return (request: FastifyRequest): Promise<CurrentAdmin | null> => {
    let answer = answers.get(request);
    if (!answer) {
      answer = findAdmin(orm, request);
      answers.set(request, answer);
    }
    return answer;
  };
}

async function findAdmin(orm: Orm, request: FastifyRequest): Promise<CurrentAdmin | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = verifyAdminToken(request.server, token);
  if (!claims) return null;
  // One round trip: the admin must still exist and this token must not be signed out.
  const [admin] = await orm.em.fork().execute<Array<{ id: number; email: string }>>(
    `select "id", "email" from "admin"
      where "id" = ? and not exists (select 1 from "revoked_token" where "jti" = ?)`,
    [claims.adminId, claims.tokenId],
  );
  if (!admin) return null;
  return { id: admin.id, email: admin.email, tokenId: claims.tokenId, expiresAt: claims.expiresAt };
}
