import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterCommit } from '../../database/after-commit';
import { InvalidInputError, NotFoundError, UnauthorizedError } from '../../errors/domain-errors';
import { parseId } from '../../graphql/ids';
import type { CurrentAdmin, RequestContext } from '../../graphql/request-context';
import { signAdminToken, verifyAdminToken, type AdminTokenClaims } from '../admin-token';
import { SignedOut, type SignOutScope } from '../session-events';
import { AdminSession } from './admin-session.entity';
import { sessionDevice } from './session-device';
import type { SessionEndings } from './session-endings';
import { SESSION_OF_TOKEN, TOKEN_STILL_GOOD } from './token-validity';

/** Signing out the session in use goes through logout, so no list can end it by a slip. */
export const CURRENT_SESSION_MESSAGE = 'This is the session you are signed in with: sign out (logout) to end it';

/** What the list shows of the device a session was started from. */
export interface SessionClient {
  userAgent: string | undefined;
  /** The client address as the server reads it (honouring TRUST_PROXY). */
  address: string | undefined;
}

export const sessionClient = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent'],
  address: request.ip,
});

function signedIn(ctx: RequestContext): CurrentAdmin {
  if (!ctx.admin) throw new UnauthorizedError('Authentication required');
  return ctx.admin;
}

const endingsOf = (ctx: RequestContext): SessionEndings => ctx.request.server.sessionEndings;

/** Tells that the signed-in account ended `ended` of its sessions (the activity record keeps it), with `em`. */
function announceSignOut(ctx: RequestContext, em: EntityManager, admin: CurrentAdmin, ended: SignOutScope) {
  return ctx.request.server.events.publish(
    new SignedOut(em, { id: admin.id, email: admin.email }, ctx.request.ip, ended),
  );
}

/**
 * Records the session of a token, purging expired rows on the way, only where `condition` holds
 * for the token "t", its account "a" (locked until the end of the transaction, so a concurrent
 * disabling or end of sessions waits for it or is seen by it) and its row "s". Answers whether a
 * row was written.
 */
async function record(
  em: EntityManager,
  claims: AdminTokenClaims,
  client: SessionClient,
  condition: string,
): Promise<boolean> {
  const { browser, platform } = sessionDevice(client.userAgent);
  const rows = await em.execute<Array<{ id: number }>>(
    `with "t" as (select ?::text as "jti", ?::int as "admin_id", ?::float8 as "issued_at", ?::float8 as "expires_at"),
     "purged" as (delete from "admin_session" where "expires_at" <= now())
     insert into "admin_session"
            ("token_id", "admin_id", "signed_in_at", "last_used_at", "expires_at", "browser", "platform", "address")
     select "t"."jti", "a"."id", to_timestamp("t"."issued_at"), now(), to_timestamp("t"."expires_at"), ?, ?, ?
       from "t" join "admin" "a" on "a"."id" = "t"."admin_id"
       ${SESSION_OF_TOKEN}
      where ${condition}
        for share of "a"
     on conflict ("token_id") do nothing
     returning "id"`,
    [
      claims.tokenId,
      claims.adminId,
      claims.issuedAt,
      claims.expiresAt,
      browser,
      platform,
      client.address?.slice(0, 45) ?? null,
    ],
  );
  return rows.length > 0;
}

/**
 * Records a token just signed as a new session. False when the account was disabled meanwhile
 * (the token then opens nothing, and must not be handed out).
 */
export function recordSession(em: EntityManager, claims: AdminTokenClaims, client: SessionClient): Promise<boolean> {
  return record(em, claims, client, 'not "a"."disabled"');
}

/**
 * A new token for the account, its session recorded: what signing in and accepting an invitation
 * answer. Null when the account was disabled while the person signed in.
 */
export async function startSession(app: FastifyInstance, em: EntityManager, adminId: number, client: SessionClient) {
  const token = signAdminToken(app, adminId);
  const claims = verifyAdminToken(app, token)!;
  return (await recordSession(em, claims, client)) ? token : null;
}

/**
 * Records the session of the request's own token if it has none yet: a token issued before
 * sessions were recorded, so its owner finds it in the list and "sign out everywhere else" keeps
 * it. Only while the token is still good, checked under the account's lock.
 */
function recordOlderSession(em: EntityManager, ctx: RequestContext, admin: CurrentAdmin): Promise<boolean> {
  return record(
    em,
    { adminId: admin.id, tokenId: admin.tokenId, issuedAt: admin.issuedAt, expiresAt: admin.expiresAt },
    sessionClient(ctx.request),
    `"s"."id" is null and ${TOKEN_STILL_GOOD}`,
  );
}

/**
 * Revokes the tokens of the account's sessions matching `where` until they would have expired,
 * and deletes their rows, in one statement; the revocations that have expired are purged on the
 * way. Answers the token ids.
 */
async function revokeSessions(em: EntityManager, where: string, params: unknown[]): Promise<string[]> {
  const rows = await em.execute<Array<{ token_id: string }>>(
    `with "ended" as (
       delete from "admin_session" where ${where} returning "token_id", "expires_at"
     ), "revoked" as (
       insert into "revoked_token" ("jti", "expires_at")
       select "token_id", "expires_at" from "ended" where "expires_at" > now()
       on conflict ("jti") do nothing
     ), "purged" as (
       delete from "revoked_token" where "expires_at" <= now()
     )
     select "token_id" from "ended" where "expires_at" > now()`,
    params,
  );
  return rows.map((row) => row.token_id);
}

/**
 * Ends every session of the account, or every one but `keep`'s (a token id), inside the
 * transaction `em`: the recorded ones by revoking their tokens, the older unrecorded ones by the
 * account's end of sessions. Their live connections end once it commits. Signing out everywhere,
 * and an owner disabling the account (staff/), both end sessions this way.
 */
export async function endAccountSessions(
  em: EntityManager,
  endings: SessionEndings,
  adminId: number,
  keep?: string,
): Promise<void> {
  await em.execute('update "admin" set "sessions_ended_at" = ? where "id" = ?', [new Date(), adminId]);
  if (keep === undefined) await revokeSessions(em, '"admin_id" = ?', [adminId]);
  else await revokeSessions(em, '"admin_id" = ? and "token_id" <> ?', [adminId, keep]);
  afterCommit(em, () => endings.accountSessionsEnded(adminId, keep));
}

/** Logout: this token is refused from now on, its session gone, its live connections ended. */
export async function signOutToken(
  em: EntityManager,
  endings: SessionEndings,
  { tokenId, expiresAt }: Pick<CurrentAdmin, 'tokenId' | 'expiresAt'>,
): Promise<void> {
  await em.execute(
    `with "forgotten" as (delete from "admin_session" where "token_id" = ? or "expires_at" <= now()),
     "purged" as (delete from "revoked_token" where "expires_at" <= now())
     insert into "revoked_token" ("jti", "expires_at") values (?, to_timestamp(?)) on conflict ("jti") do nothing`,
    [tokenId, tokenId, expiresAt],
  );
  endings.tokensSignedOut([tokenId]);
}

/** The signed-in person's own sessions (docs/product.md#sessions): each account sees and ends only its own. */
export const sessionsService = {
  /** The account's sessions not expired, the one in use first, then the most recently used. */
  async list(ctx: RequestContext): Promise<AdminSession[]> {
    const admin = signedIn(ctx);
    await recordOlderSession(ctx.em, ctx, admin);
    const sessions = await ctx.em.find(
      AdminSession,
      { admin: admin.id, expiresAt: { $gt: new Date() } },
      { orderBy: { lastUsedAt: 'desc', id: 'desc' } },
    );
    return sessions.sort((a, b) => Number(b.tokenId === admin.tokenId) - Number(a.tokenId === admin.tokenId));
  },

  /** Signs out one other session of the account; another account's session is not found. */
  async signOut(ctx: RequestContext, id: string): Promise<boolean> {
    const admin = signedIn(ctx);
    const session = await ctx.em.findOne(AdminSession, {
      id: parseId(id, 'session'),
      admin: admin.id,
      expiresAt: { $gt: new Date() },
    });
    if (!session) throw new NotFoundError('Session');
    if (session.tokenId === admin.tokenId) throw new InvalidInputError(CURRENT_SESSION_MESSAGE);
    const ended = await revokeSessions(ctx.em, '"id" = ? and "admin_id" = ?', [session.id, admin.id]);
    endingsOf(ctx).tokensSignedOut(ended);
    await announceSignOut(ctx, ctx.em, admin, 'another');
    return true;
  },

  /** Signs out every session of the account but the one making the request. */
  async signOutOthers(ctx: RequestContext): Promise<boolean> {
    const admin = signedIn(ctx);
    await ctx.em.transactional(async (em) => {
      // The account's lock first: the same statements in another order could deadlock two of these.
      await em.execute('select 1 from "admin" where "id" = ? for update', [admin.id]);
      await recordOlderSession(em, ctx, admin);
      await endAccountSessions(em, endingsOf(ctx), admin.id, admin.tokenId);
      await announceSignOut(ctx, em, admin, 'others');
    });
    return true;
  },

  /** Signs out every session of the account, the one making the request included. */
  async signOutAll(ctx: RequestContext): Promise<boolean> {
    const admin = signedIn(ctx);
    await ctx.em.transactional(async (em) => {
      await endAccountSessions(em, endingsOf(ctx), admin.id);
      await announceSignOut(ctx, em, admin, 'all');
    });
    return true;
  },
};
