import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { actAs } from '../database/acting-account';
import { ConflictError, InvalidInputError, UnauthorizedError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import type { Language } from '../localized/language';
import { Admin } from './admin.entity';
import { statedLanguage } from './admin-language';
import type { AuthPayload } from './auth-payload.type';
import {
  CREATE_PASSWORD_MIN_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  emailProblem,
  normalizeEmail,
  passwordProblem,
} from './credential-rules';
import type { CurrentAdmin } from '../graphql/request-context';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher';
import { sessionClient, signOutToken, startSession } from './sessions/sessions.service';
import { SignedIn, SignedOut, SignInFailed } from './session-events';

export const ADMIN_EXISTS_MESSAGE = 'Admin already exists';
/** The same words for an unknown email and a wrong password, so neither reveals which emails exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
/** Said only to someone who knew the password: the account exists but may not sign in. */
export const ACCOUNT_DISABLED_MESSAGE = "This account has been disabled by the shop's owner";

function assertValid(...problems: Array<string | null>): void {
  const problem = problems.find((found) => found !== null);
  if (problem) throw new InvalidInputError(problem);
}

function requireAdmin(ctx: RequestContext): CurrentAdmin {
  if (!ctx.admin) throw new UnauthorizedError('Authentication required');
  return ctx.admin;
}

/**
 * Creates the shop's one admin. The count check answers the common case cheaply; the database's
 * single-row index decides when two requests pass the check at once, and the loser gets the
 * same 409 as anyone arriving later.
 */
async function createSoleAdmin(em: EntityManager, email: string, password: string): Promise<Admin> {
  const normalizedEmail = normalizeEmail(email);
  assertValid(emailProblem(normalizedEmail), passwordProblem(password, CREATE_PASSWORD_MIN_LENGTH));
  if ((await em.count(Admin)) > 0) throw new ConflictError(ADMIN_EXISTS_MESSAGE);
  const admin = em.create(Admin, { email: normalizedEmail, passwordHash: await hashPassword(password) });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(ADMIN_EXISTS_MESSAGE);
    throw error;
  }
  return admin;
}

/**
 * At start, with ADMIN_EMAIL and ADMIN_PASSWORD set: creates that admin when the shop has none,
 * so a freshly deployed shop is never open for anyone to claim. An existing admin is left alone.
 * True when it created one.
 */
export async function createInitialAdmin(
  em: EntityManager,
  credentials: { email: string; password: string },
): Promise<boolean> {
  if ((await em.count(Admin)) > 0) return false;
  try {
    await createSoleAdmin(em, credentials.email, credentials.password);
    return true;
  } catch (error) {
    // Another server sharing the database created it first: just as good.
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

export const authService = {
  /** Whether the owner's account exists yet (the login modal offers create-admin when not). */
  async adminExists(ctx: RequestContext): Promise<boolean> {
    return (await ctx.em.count(Admin)) > 0;
  },

  /** Only while the shop has no admin; 409 once one exists. */
  createAdmin(ctx: RequestContext, email: string, password: string): Promise<Admin> {
    return createSoleAdmin(ctx.em, email, password);
  },

  /**
   * A token for the right email and password. Failures count against the client address
   * (login-throttle/) whether they come through REST or GraphQL. Signing in from the back
   * office in a language makes it the owner's (the language of their emails). Each sign-in and
   * each refused one is announced with the client address (session-events.ts).
   */
  async login(ctx: RequestContext, email: string, password: string): Promise<AuthPayload> {
    const normalizedEmail = normalizeEmail(email);
    assertValid(emailProblem(normalizedEmail), passwordProblem(password, LOGIN_PASSWORD_MIN_LENGTH));
    const { loginThrottle: throttle, events } = ctx.request.server;
    const address = ctx.request.ip;
    await throttle.consumeAttempt(address);

    const admin = await ctx.em.findOne(Admin, { email: normalizedEmail });
    // Verify even for an unknown email (or an invitation not yet accepted), so every failure takes the same time.
    const passwordMatches = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!admin || !passwordMatches || admin.disabled) {
      await events.publish(new SignInFailed(ctx.em, normalizedEmail, admin?.id ?? null, address));
      throw new UnauthorizedError(admin && passwordMatches ? ACCOUNT_DISABLED_MESSAGE : INVALID_CREDENTIALS_MESSAGE);
    }
    await throttle.recordSuccess(address);
    // From here the request is the account's own: what signing in changes is theirs.
    actAs(ctx.em, admin);
    const language = statedLanguage(ctx.request);
    if (language && admin.language !== language) {
      admin.language = language;
      await ctx.em.flush();
    }
    const token = await startSession(ctx.request.server, ctx.em, admin.id, sessionClient(ctx.request));
    // Disabled between the check above and the session's record: no token, a refused sign-in.
    if (!token) {
      await events.publish(new SignInFailed(ctx.em, normalizedEmail, admin.id, address));
      throw new UnauthorizedError(ACCOUNT_DISABLED_MESSAGE);
    }
    await events.publish(new SignedIn(ctx.em, { id: admin.id, email: admin.email }, address));
    return { token, admin };
  },

  /** The signed-in admin's account. */
  async currentAdmin(ctx: RequestContext): Promise<Admin> {
    const admin = await ctx.em.findOne(Admin, requireAdmin(ctx).id);
    if (!admin) throw new UnauthorizedError('Authentication required');
    return admin;
  },

  /** The language the signed-in owner now reads the back office in, so their emails follow it. */
  async updateLanguage(ctx: RequestContext, language: Language): Promise<Admin> {
    const admin = await authService.currentAdmin(ctx);
    admin.language = language;
    await ctx.em.flush();
    return admin;
  },

  /**
   * Revokes the token the request came with until it would have expired, forgets its session and
   * ends its live connections (sessions/sessions.service.ts); rows of tokens that have expired
   * since are purged on the way, as they refuse nothing any more.
   */
  async logout(ctx: RequestContext): Promise<boolean> {
    const admin = requireAdmin(ctx);
    await signOutToken(ctx.em, ctx.request.server.sessionEndings, admin);
    await ctx.request.server.events.publish(
      new SignedOut(ctx.em, { id: admin.id, email: admin.email }, ctx.request.ip, 'this'),
    );
    return true;
  },
};
