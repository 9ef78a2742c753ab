import type { FastifyRequest } from 'fastify';
import type { Orm } from '../database/orm';
import { isAdminRole } from '../graphql/admin-role';
import type { CurrentAdmin, RequestAuthenticator } from '../graphql/request-context';
import { verifyAdminToken } from './admin-token';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/**
 * Who is asking: the account a valid bearer token names, or null for anyone else. A missing,
 * forged, expired or revoked token, or one for an account that was removed or disabled, is no admin:
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
  // One round trip on every request, so a removed or disabled account, a changed role or a
  // signed-out token count at once on every instance: the account must exist and be enabled,
  // this token not signed out nor older than the account's last end of sessions; and the account's last use is noted, at most once a minute.
  const [admin] = await orm.em.fork().execute<Array<{ id: number; email: string; role: string }>>(
    `with "account" as (
       select "id", "email", "role", "last_seen_at" from "admin"
        where "id" = ? and not "disabled"
          and ("sessions_ended_at" is null or extract(epoch from "sessions_ended_at") < ?)
          and not exists (select 1 from "revoked_token" where "jti" = ?)
     ), "seen" as (
       update "admin" set "last_seen_at" = now()
        where "id" in (select "id" from "account"
                        where "last_seen_at" is null or "last_seen_at" < now() - interval '1 minute')
     )
     select "id", "email", "role" from "account"`,
    [claims.adminId, claims.issuedAt, claims.tokenId],
  );
  if (!admin || !isAdminRole(admin.role)) return null;
  return { id: admin.id, email: admin.email, role: admin.role, tokenId: claims.tokenId, expiresAt: claims.expiresAt };
}
