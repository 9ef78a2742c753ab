import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, accountHeaders } from '../../../test/admin-session';
import { expectError } from '../../../test/expect-error';
import { graphqlRequest } from '../../../test/graphql-request';
import { useTestApp } from '../../../test/use-test-app';
import { AdminRole } from '../../graphql/admin-role';
import { Admin } from '../admin.entity';
import { signAdminToken, verifyAdminToken } from '../admin-token';
import { AdminSession } from './admin-session.entity';
import { CURRENT_SESSION_MESSAGE } from './sessions.service';

const t = useTestApp({ admin: true, seed: false });

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

type Headers = Record<string, string>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface RestSession {
  id: number;
  browser: string | null;
  platform: string | null;
  address: string | null;
  signedInAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
}

/** Signs in as the test owner through POST /api/auth/login from a device. */
async function signIn(userAgent: string, credentials: { email: string; password: string } = TEST_ADMIN) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: credentials,
  });
  expect(response.statusCode, response.body).toBe(200);
  return bearer(response.json<{ token: string }>().token);
}

async function sessions(headers: Headers): Promise<RestSession[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RestSession[]>();
}

const verifyStatus = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers })).statusCode;

const signOut = (headers: Headers, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers });
const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url, headers });

/**
 * A token issued as before sessions were recorded: signed, with no row. Such a token is held to
 * its account's end of sessions by the second it was signed, so it is signed in the second after
 * any earlier test's sign-outs, as a real one was signed long before them.
 */
async function olderToken(adminId?: number): Promise<{ authorization: string }> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
  const id = adminId ?? (await t.orm.em.fork().findOneOrFail(Admin, { email: TEST_ADMIN.email })).id;
  return bearer(signAdminToken(t.app, id));
}

describe('GET /api/auth/sessions', () => {
  it('lists the devices signed in, from their User-Agent and address, the one in use first and marked', async () => {
    const phone = await signIn(PHONE);
    const laptop = await signIn(LAPTOP);
    const list = await sessions(phone);
    const [first, ...others] = list;
    expect(first).toEqual({
      id: expect.any(Number),
      browser: 'Safari',
      platform: 'iPhone',
      address: '127.0.0.1',
      signedInAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
      current: true,
    });
    expect(others.map(({ current }) => current)).not.toContain(true);
    expect(others).toContainEqual(expect.objectContaining({ browser: 'Chrome', platform: 'Windows', current: false }));
    const hours = (Date.parse(first!.expiresAt) - Date.parse(first!.signedInAt)) / 3_600_000;
    expect(hours).toBeCloseTo(12, 3);
    expect(Math.abs(Date.parse(first!.signedInAt) - Date.now())).toBeLessThan(60_000);

    // The laptop's own list marks the laptop.
    expect((await sessions(laptop)).find(({ current }) => current)).toMatchObject({ browser: 'Chrome' });
  });

  it('answers 401 without a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/sessions' }), 401, 'Authentication required');
  });

  it("shows a staff account its own sessions only, never the owner's", async () => {
    const { headers: staff } = await accountHeaders(t, 'baker@crumb.test', AdminRole.staff);
    const ownerIds = (await sessions(t.admin)).map(({ id }) => id);
    const staffList = await sessions(staff);
    expect(staffList.length).toBeGreaterThan(0);
    expect(staffList.filter(({ id }) => ownerIds.includes(id))).toEqual([]);
  });

  it('leaves out expired sessions, whose rows go at the next sign-in', async () => {
    const phone = await signIn(PHONE);
    const em = t.orm.em.fork();
    const [mine] = await sessions(phone);
    await em.nativeUpdate(AdminSession, { id: mine!.id }, { expiresAt: new Date(Date.now() - 1000) });
    // The token itself is still within its 12 hours: it is the row that is past its expiry here.
    expect((await sessions(t.admin)).map(({ id }) => id)).not.toContain(mine!.id);
    await signIn(LAPTOP);
    expect(await t.orm.em.fork().count(AdminSession, { id: mine!.id })).toBe(0);
  });

  it('lists a token issued before sessions were recorded, as the one in use, from when it was signed', async () => {
    const older = await olderToken();
    expect(await verifyStatus(older)).toBe(200);
    const [first] = await sessions(older);
    const claims = verifyAdminToken(t.app, older.authorization.slice('Bearer '.length))!;
    expect(first).toMatchObject({ current: true, signedInAt: new Date(claims.issuedAt * 1000).toISOString() });
  });
});

describe('the last use of a session', () => {
  it('is noted by the request itself, at most once a minute', async () => {
    const phone = await signIn(PHONE);
    const [mine] = await sessions(phone);
    const em = t.orm.em.fork();
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await em.nativeUpdate(AdminSession, { id: mine!.id }, { lastUsedAt: longAgo });
    expect(await verifyStatus(phone)).toBe(200);
    const noted = (await t.orm.em.fork().findOneOrFail(AdminSession, mine!.id)).lastUsedAt;
    expect(Date.now() - noted.getTime()).toBeLessThan(10_000);
    expect(await verifyStatus(phone)).toBe(200);
    expect((await t.orm.em.fork().findOneOrFail(AdminSession, mine!.id)).lastUsedAt).toEqual(noted);
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it('signs that device out at once: its token is refused, the list no longer has it, this one goes on', async () => {
    const phone = await signIn(PHONE);
    const laptop = await signIn(LAPTOP);
    const laptopId = (await sessions(laptop)).find(({ current }) => current)!.id;
    const response = await signOut(phone, laptopId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await verifyStatus(laptop)).toBe(401);
    expect(await verifyStatus(phone)).toBe(200);
    expect((await sessions(phone)).map(({ id }) => id)).not.toContain(laptopId);
    expectError(await signOut(phone, laptopId), 404, 'Session not found');
  });

  it("answers 404 for another account's session, which stays signed in", async () => {
    const ownerSession = (await sessions(t.admin)).find(({ current }) => current)!;
    const { headers: staff } = await accountHeaders(t, 'baker@crumb.test', AdminRole.staff);
    expectError(await signOut(staff, ownerSession.id), 404, 'Session not found');
    expect(await verifyStatus(t.admin)).toBe(200);
    expect((await sessions(t.admin)).map(({ id }) => id)).toContain(ownerSession.id);
  });

  it('refuses the session in use, which logout ends', async () => {
    const phone = await signIn(PHONE);
    const [mine] = await sessions(phone);
    expectError(await signOut(phone, mine!.id), 400, CURRENT_SESSION_MESSAGE);
    expect(await verifyStatus(phone)).toBe(200);
  });

  it('answers 400 for an id that is none, 401 without a token', async () => {
    expect((await signOut(t.admin, 'abc')).statusCode).toBe(400);
    expect((await signOut(t.admin, 0)).statusCode).toBe(400);
    expectError(await signOut({}, 1), 401, 'Authentication required');
  });
});

describe('POST /api/auth/sessions/sign-out-others', () => {
  it('ends every other session, those issued before sessions were recorded too, and keeps this one', async () => {
    const phone = await signIn(PHONE);
    const laptop = await signIn(LAPTOP);
    const older = await olderToken();
    const { headers: staff } = await accountHeaders(t, 'baker@crumb.test', AdminRole.staff);
    const response = await post('/api/auth/sessions/sign-out-others', phone);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await verifyStatus(laptop)).toBe(401);
    expect(await verifyStatus(older)).toBe(401);
    expect(await verifyStatus(t.admin)).toBe(401);
    expect(await verifyStatus(phone)).toBe(200);
    expect(await sessions(phone)).toEqual([expect.objectContaining({ current: true, browser: 'Safari' })]);
    // Another account is untouched.
    expect(await verifyStatus(staff)).toBe(200);
  });

  it('keeps the session in use when it was issued before sessions were recorded', async () => {
    const older = await olderToken();
    const phone = await signIn(PHONE);
    expect((await post('/api/auth/sessions/sign-out-others', older)).statusCode).toBe(200);
    expect(await verifyStatus(older)).toBe(200);
    expect(await verifyStatus(phone)).toBe(401);
    expect(await sessions(older)).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('POST /api/auth/sessions/sign-out-all', () => {
  it('ends every session of the account, this one included; signing in again works at once', async () => {
    const phone = await signIn(PHONE);
    const laptop = await signIn(LAPTOP);
    const older = await olderToken();
    const response = await post('/api/auth/sessions/sign-out-all', phone);
    expect(response.statusCode, response.body).toBe(200);
    for (const headers of [phone, laptop, older]) expect(await verifyStatus(headers)).toBe(401);
    const again = await signIn(PHONE);
    expect(await verifyStatus(again)).toBe(200);
    expect(await sessions(again)).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('the sessions over GraphQL', () => {
  it("lists a staff account's own sessions and refuses another's with NOT_FOUND", async () => {
    const { headers: staff } = await accountHeaders(t, 'cashier@crumb.test', AdminRole.staff);
    const listed = await graphqlRequest(t, '{ adminSessions { id current browser } }', {}, staff);
    expect(listed.errors).toBeUndefined();
    expect(listed.data.adminSessions).toEqual([{ id: expect.any(String), current: true, browser: 'crumb-tests' }]);

    const phone = await signIn(PHONE);
    const ownerId = String((await sessions(phone))[0]!.id);
    const refused = await graphqlRequest(t, 'mutation ($id: ID!) { signOutSession(id: $id) }', { id: ownerId }, staff);
    expect(refused.errors[0]).toMatchObject({ message: 'Session not found', extensions: { code: 'NOT_FOUND' } });
    expect(await verifyStatus(phone)).toBe(200);
  });
});

describe('an account disabled by the owner', () => {
  it('loses its sessions for good: re-enabled, its older tokens stay refused and it signs in anew', async () => {
    const owner = await signIn(PHONE);
    const { id, headers: staff } = await accountHeaders(t, 'oven@crumb.test', AdminRole.staff);
    const older = await olderToken(id);
    const disable = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${id}`,
      headers: owner,
      payload: { disabled: true },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    expect(await t.orm.em.fork().count(AdminSession, { admin: id })).toBe(0);
    await t.app.inject({ method: 'PATCH', url: `/api/staff/${id}`, headers: owner, payload: { disabled: false } });
    expect(await verifyStatus(staff)).toBe(401);
    expect(await verifyStatus(older)).toBe(401);
    const { headers: again } = await accountHeaders(t, 'oven@crumb.test', AdminRole.staff);
    expect(await verifyStatus(again)).toBe(200);
  });
});

describe('accepting an invitation', () => {
  it('signs in with a recorded session, as signing in does', async () => {
    const owner = await signIn(LAPTOP);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: owner,
      payload: { email: 'new-baker@crumb.test', role: 'staff' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = new URL(invited.json<{ inviteUrl: string }>().inviteUrl).searchParams.get('token')!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accept',
      headers: { 'user-agent': PHONE },
      payload: { token, password: 'kneading-dough' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await sessions(bearer(accepted.json<{ token: string }>().token))).toEqual([
      expect.objectContaining({ browser: 'Safari', platform: 'iPhone', current: true }),
    ]);
  });
});
