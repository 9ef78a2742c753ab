import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Admin } from '../src/auth/admin.entity';
import { signAdminToken } from '../src/auth/admin-token';
import { hashPassword } from '../src/auth/password-hasher';
import type { TestApp } from './test-app';

/** The credentials of the admin adminHeaders creates, for tests that sign in through the API. */
export const TEST_ADMIN = { email: 'owner@crumb.test', password: 'correct horse battery' } as const;

/**
 * An `Authorization` header for the test app's admin: the existing one, else TEST_ADMIN created
 * on the spot. The token is signed exactly as login signs it (a fresh jti each call), so
 * tests of other features need not go through the login throttle.
 */
export async function adminHeaders(t: TestApp): Promise<{ authorization: string }> {
  const admin = await findOrCreateAdmin(t);
  return { authorization: `Bearer ${signAdminToken(t.app, admin.id)}` };
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
