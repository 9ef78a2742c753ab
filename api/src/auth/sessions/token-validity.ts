import type { EntityManager } from '@mikro-orm/postgresql';

/** A signed token as the database checks it: whose, which, and when it was signed. */
export interface SignedToken {
  tokenId: string;
  adminId: number;
  /** Seconds since the epoch. */
  issuedAt: number;
}

/**
 * The session row of token "t" ("jti", "admin_id") as "s": null for a token issued before
 * sessions were recorded. Joined after the account "a".
 */
export const SESSION_OF_TOKEN = `left join "admin_session" "s" on "s"."token_id" = "t"."jti" and "s"."admin_id" = "a"."id"`;

/**
 * Whether token "t" ("jti", "issued_at" in seconds) still opens its account "a", given its
 * session "s": the account is enabled, the token was not signed out, and it is not older than the
 * account's last end of sessions. A recorded session is ended by revoking its token by id
 * instead, which is exact and lets "sign out everywhere else" keep the current one; the end time
 * covers the tokens with no record (issued before sessions were recorded), to the second the
 * token says.
 *
 * The one statement of this rule: the request authenticator and the session-endings watcher's
 * checks both use it.
 */
export const TOKEN_STILL_GOOD = `not "a"."disabled"
  and not exists (select 1 from "revoked_token" "r" where "r"."jti" = "t"."jti")
  and ("s"."id" is not null or "a"."sessions_ended_at" is null
       or extract(epoch from "a"."sessions_ended_at") < "t"."issued_at")`;

/**
 * Which of these tokens no longer open their account (signed out, account disabled, removed or its
 * sessions ended), in one query, whatever their number.
 */
export async function endedTokens(em: EntityManager, tokens: readonly SignedToken[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await em.execute<Array<{ jti: string }>>(
    `select "t"."jti" from json_to_recordset(?::json) as "t"("jti" text, "admin_id" int, "issued_at" float8)
       left join "admin" "a" on "a"."id" = "t"."admin_id"
       ${SESSION_OF_TOKEN}
      where "a"."id" is null or not (${TOKEN_STILL_GOOD})`,
    [
      JSON.stringify(
        tokens.map(({ tokenId, adminId, issuedAt }) => ({ jti: tokenId, admin_id: adminId, issued_at: issuedAt })),
      ),
    ],
  );
  return new Set(rows.map((row) => row.jti));
}
