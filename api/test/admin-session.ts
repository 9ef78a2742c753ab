import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Admin } from '../src/auth/admin.entity';
import { hashPassword } from '../src/auth/password-hasher';
import { startSession } from '../src/auth/sessions/sessions.service';
import type { AdminRole } from '../src/graphql/admin-role';
import type { TestApp } from './test-app';

/** The credentials of the admin adminHeaders creates, for tests that sign in through the API. */
export const TEST_ADMIN = { email: 'owner@crumb.test', password: 'correct horse battery' } as const;

/** The device the test helpers' sessions are recorded from. */
const TEST_CLIENT = { userAgent: 'crumb-tests', address: '127.0.0.1' };

/**
 * A token for the account as login issues it: signed with a fresh jti, its session recorded.
 * Without the login throttle, so tests of other features need not go through it.
 */
async function signIn(t: TestApp, adminId: number): Promise<string> {
  const token = await startSession(t.app, t.orm.em.fork(), adminId, TEST_CLIENT);
  if (!token) throw new Error(`Account ${adminId} is disabled: no session`);
  return token;
}

/**
 * An `Authorization` header for the test app's admin: the existing one, else TEST_ADMIN created
 * on the spot. A new session each call, as a new sign-in.
 */
export async function adminHeaders(t: TestApp): Promise<{ authorization: string }> {
  const admin = await findOrCreateAdmin(t);
  return { authorization: `Bearer ${await signIn(t, admin.id)}` };
}

async function findOrCreateAdmin(t: TestApp): Promise<Admin> {
  const em = t.orm.em.fork();
  const [existing] = await em.find(Admin, {}, { orderBy: { id: 'asc' }, limit: 1 });
  if (existing) return existing;
  em.create(Admin, { email: TEST_ADMIN.email, passwordHash: await hashPassword(TEST_ADMIN.password) });
  try {
    await em.flush();
  } catch (error) {
    // Two calls at once on an empty database: the other one created it.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
  const [created] = await t.orm.em.fork().find(Admin, {}, { orderBy: { id: 'asc' }, limit: 1 });
  return created!;
}

/**
 * An `Authorization` header for an account of this role (created enabled with this email when
 * there is none, as an accepted invitation leaves it), with its id: the role tests sign in as
 * staff with it.
 */
export async function accountHeaders(
  t: TestApp,
  email: string,
  role: AdminRole,
): Promise<{ id: number; headers: { authorization: string } }> {
  const em = t.orm.em.fork();
  const account =
    (await em.findOne(Admin, { email })) ??
    em.create(Admin, { email, role, invitedAt: new Date(), passwordHash: await hashPassword(TEST_ADMIN.password) });
  await em.flush();
  return { id: account.id, headers: { authorization: `Bearer ${await signIn(t, account.id)}` } };
}
