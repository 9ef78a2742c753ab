import type { FastifyRequest } from 'fastify';
import type { Orm } from '../database/orm';
import { isAdminRole } from '../graphql/admin-role';
import type { CurrentAdmin, RequestAuthenticator } from '../graphql/request-context';
import { verifyAdminToken } from './admin-token';
import { SESSION_OF_TOKEN, TOKEN_STILL_GOOD } from './sessions/token-validity';

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
  // One round trip on every request, so a removed or disabled account, a changed role, a signed-out
  // token or ended sessions count at once on every instance (token-validity.ts says when a token
  // still opens its account); and the last use of the account and of this session are noted, each
  // at most once a minute. Noting skips a row another transaction holds (one disabling the account
  // or ending its sessions): waiting on two rows that one holds while wanting the other would
  // deadlock, and the next request notes the use anyway.
  const [admin] = await orm.em.fork().execute<Array<{ id: number; email: string; role: string }>>(
    `with "t" as (select ?::text as "jti", ?::int as "admin_id", ?::float8 as "issued_at"),
     "account" as (
       select "a"."id", "a"."email", "a"."role", "a"."last_seen_at",
              "s"."id" as "session_id", "s"."last_used_at"
         from "t" join "admin" "a" on "a"."id" = "t"."admin_id"
         ${SESSION_OF_TOKEN}
        where ${TOKEN_STILL_GOOD}
     ), "seen" as (
       update "admin" set "last_seen_at" = now()
        where "id" in (select "id" from "admin"
                        where "id" in (select "id" from "account"
                                        where "last_seen_at" is null or "last_seen_at" < now() - interval '1 minute')
                          for update skip locked)
     ), "used" as (
       update "admin_session" set "last_used_at" = now()
        where "id" in (select "id" from "admin_session"
                        where "id" in (select "session_id" from "account"
                                        where "last_used_at" < now() - interval '1 minute')
                          for update skip locked)
     )
     select "id", "email", "role" from "account"`,
    [claims.tokenId, claims.adminId, claims.issuedAt],
  );
  if (!admin || !isAdminRole(admin.role)) return null;
  return {
    id: admin.id,
    email: admin.email,
    role: admin.role,
    tokenId: claims.tokenId,
    expiresAt: claims.expiresAt,
    issuedAt: claims.issuedAt,
  };
}
