import type { EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../auth/admin.entity';
import type { AuthPayload } from '../auth/auth-payload.type';
import { ACCOUNT_DISABLED_MESSAGE } from '../auth/auth.service';
import { CREATE_PASSWORD_MIN_LENGTH, emailProblem, normalizeEmail, passwordProblem } from '../auth/credential-rules';
import { hashPassword } from '../auth/password-hasher';
import { SignedIn } from '../auth/session-events';
import { endAccountSessions, sessionClient, startSession } from '../auth/sessions/sessions.service';
import { afterCommit } from '../database/after-commit';
import { actAs } from '../database/acting-account';
import { ConflictError, InvalidInputError, NotFoundError, UnauthorizedError } from '../errors/domain-errors';
import { AdminRole } from '../graphql/admin-role';
import { parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import { siteOrigin } from '../http/site-origin';
import { INVITATION_LIFETIME_HOURS, invitationTokenHash, invitationUrl, newInvitationToken } from './invitation-token';
import { keepAnOwner } from './owner-guard';
import { StaffInvitation } from './staff-invitation.entity';
import { StaffInvited } from './staff-invited.event';

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email exists already';
export const INVITATION_INVALID_MESSAGE = 'This invitation link is not valid: ask the owner for a new one';
export const INVITATION_USED_MESSAGE = 'This invitation link has been used already: sign in with your password';
export const INVITATION_EXPIRED_MESSAGE = 'This invitation link has expired: ask the owner for a new one';

/** An invitation as the owner receives it: the account, and the link to send (shown once). */
export interface Invitation {
  account: Admin;
  inviteUrl: string;
  expiresAt: Date;
}

export interface AccountChange {
  role?: AdminRole | null;
  disabled?: boolean | null;
}

async function findAccount(em: EntityManager, id: string): Promise<Admin> {
  const account = await em.findOne(Admin, parseId(id, 'account'));
  if (!account) throw new NotFoundError('Account');
  return account;
}

function originOf(ctx: RequestContext): string {
  const origin = siteOrigin(ctx.request);
  if (!origin) throw new InvalidInputError('The Host header is not a host name');
  return origin;
}

export const staffService = {
  /** Every account of the back office, the first admin first. */
  list(ctx: RequestContext): Promise<Admin[]> {
    return ctx.em.find(Admin, {}, { orderBy: { id: 'asc' } });
  },

  /**
   * Invites someone by email with a role: a new account without a password, and a one-time
   * link to set it. Inviting an email whose invitation is still open sends a new link (the old
   * ones stop working) with the role given now; an account already in use is a conflict. The
   * link is announced (StaffInvited) for the mail feature to send.
   */
  async invite(ctx: RequestContext, email: string, role: AdminRole): Promise<Invitation> {
    const normalizedEmail = normalizeEmail(email);
    const problem = emailProblem(normalizedEmail);
    if (problem) throw new InvalidInputError(problem);
    const origin = originOf(ctx);
    const token = newInvitationToken();
    const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_HOURS * 3600 * 1000);
    const account = await ctx.em.transactional(async (em) => {
      let found = await em.findOne(Admin, { email: normalizedEmail });
      if (found?.passwordHash) throw new ConflictError(ACCOUNT_EXISTS_MESSAGE);
      if (found) {
        found.role = role;
        found.invitedAt = new Date();
        await em.nativeDelete(StaffInvitation, { account: found.id });
      } else {
        found = em.create(Admin, { email: normalizedEmail, role, invitedAt: new Date(), passwordHash: null });
      }
      em.create(StaffInvitation, { account: found, tokenHash: invitationTokenHash(token), expiresAt });
      return found;
    });
    const inviteUrl = invitationUrl(origin, token);
    // After the commit: a mail goes out only for an invitation that exists.
    await ctx.request.server.events.publish(new StaffInvited(account.email, role, inviteUrl, expiresAt, ctx.language));
    return { account, inviteUrl, expiresAt };
  },

  /**
   * Sets the invited person's password with the link's token and signs them in, answering as
   * signing in does (and announced as a sign-in). The link works once: the first request to
   * mark it used wins.
   */
  async accept(ctx: RequestContext, token: string, password: string): Promise<AuthPayload> {
    const problem = passwordProblem(password, CREATE_PASSWORD_MIN_LENGTH);
    if (problem) throw new InvalidInputError(problem);
    const invitation = await ctx.em.findOne(
      StaffInvitation,
      { tokenHash: invitationTokenHash(token) },
      { populate: ['account'] },
    );
    if (!invitation) throw new InvalidInputError(INVITATION_INVALID_MESSAGE);
    if (invitation.usedAt) throw new InvalidInputError(INVITATION_USED_MESSAGE);
    if (invitation.expiresAt.getTime() <= Date.now()) throw new InvalidInputError(INVITATION_EXPIRED_MESSAGE);
    const account = invitation.account.getEntity();
    if (account.disabled) throw new UnauthorizedError(ACCOUNT_DISABLED_MESSAGE);
    const passwordHash = await hashPassword(password);
    // The invited person sets their own password: the change is theirs.
    actAs(ctx.em, account);
    await ctx.em.transactional(async (em) => {
      const claimed = await em.nativeUpdate(
        StaffInvitation,
        { id: invitation.id, usedAt: null },
        { usedAt: new Date() },
      );
      if (claimed === 0) throw new InvalidInputError(INVITATION_USED_MESSAGE);
      // Through the unit of work, so the activity record has the change (never the hash).
      (await em.findOneOrFail(Admin, account.id)).passwordHash = passwordHash;
    });
    const signedIn = await startSession(ctx.request.server, ctx.em, account.id, sessionClient(ctx.request));
    if (!signedIn) throw new UnauthorizedError(ACCOUNT_DISABLED_MESSAGE);
    // Accepting signs them in: a sign-in like any other.
    await ctx.request.server.events.publish(
      new SignedIn(ctx.em, { id: account.id, email: account.email }, ctx.request.ip),
    );
    return { token: signedIn, admin: account };
  },

  /** Changes an account's role or switches it off; never the shop's last owner who can sign in. */
  async update(ctx: RequestContext, id: string, change: AccountChange): Promise<Admin> {
    return ctx.em.transactional(async (em) => {
      const account = await findAccount(em, id);
      const losesOwner =
        (change.role != null && change.role !== AdminRole.owner) || (change.disabled != null && change.disabled);
      if (losesOwner) await keepAnOwner(em, account.id);
      if (change.role != null) account.role = change.role;
      if (change.disabled != null) account.disabled = change.disabled;
      // Ends every session for good, its live connections at once: enabling the account again
      // does not bring them back. A new role needs no ending: every request reads it.
      if (change.disabled) await endAccountSessions(em, ctx.request.server.sessionEndings, account.id);
      return account;
    });
  },

  /** Removes an account: its sessions end with it. Never the shop's last owner who can sign in. */
  async remove(ctx: RequestContext, id: string): Promise<boolean> {
    await ctx.em.transactional(async (em) => {
      const account = await findAccount(em, id);
      const accountId = account.id;
      await keepAnOwner(em, accountId);
      em.remove(account);
      // Its session rows go with it (the foreign key); its live connections end once it is gone.
      const endings = ctx.request.server.sessionEndings;
      afterCommit(em, () => endings.accountSessionsEnded(accountId));
    });
    return true;
  },
};
