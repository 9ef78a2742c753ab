import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, accountHeaders } from '../../test/admin-session';
import { expectError } from '../../test/expect-error';
import { createTestInstances, type TestInstances } from '../../test/test-instances';
import { useTestApp } from '../../test/use-test-app';
import { mailsSettled, outboxMails } from '../mail/testing/outbox';
import { ACCOUNT_DISABLED_MESSAGE } from '../auth/auth.service';
import { AdminRole, OWNER_ONLY_MESSAGE } from '../graphql/admin-role';
import { LAST_OWNER_MESSAGE } from './owner-guard';
import {
  ACCOUNT_EXISTS_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_USED_MESSAGE,
} from './staff.service';

const t = useTestApp({ admin: true, seed: false });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, headers: Record<string, string> = t.admin, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload && { payload }) });
}
const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Invites `email` as the owner and answers the 201's body. */
async function invite(email: string, role: AdminRole = AdminRole.staff) {
  const response = await call('POST', '/api/staff', t.admin, { email, role });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; email: string; role: string; disabled: boolean; inviteUrl: string }>();
}
const tokenOf = (inviteUrl: string) => new URL(inviteUrl).searchParams.get('token')!;

/** Invites and accepts: answers the new account's id and bearer header. */
async function member(email: string, role: AdminRole = AdminRole.staff) {
  const { id, inviteUrl } = await invite(email, role);
  const accepted = await call(
    'POST',
    '/api/staff/accept',
    {},
    { token: tokenOf(inviteUrl), password: 'kneading-dough' },
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { id, headers: asBearer(accepted.json().token as string) };
}

describe('the first admin', () => {
  it('is an owner, and verify says so', async () => {
    const response = await call('GET', '/api/auth/verify');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ admin: { id: expect.any(Number), email: TEST_ADMIN.email, role: 'owner' } });
  });
});

describe('inviting and accepting', () => {
  it('POST /api/staff answers 201 with the account and a one-time link to the back office', async () => {
    const body = await invite('  Baker@Crumb.TEST ');
    expect(body).toEqual({
      id: expect.any(Number),
      email: 'baker@crumb.test',
      role: 'staff',
      disabled: false,
      inviteUrl: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/admin\/accept\?token=[\w-]{43}$/),
    });
    // Only the token's hash is kept.
    const [row] = await t.orm.em.getConnection().execute('select "token_hash" from "staff_invitation"');
    expect(row!.token_hash).not.toContain(tokenOf(body.inviteUrl));
  });

  it('mails the link to the invited person, in the language the owner invited in', async () => {
    const english = await invite('mailed@crumb.test');
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/staff?lang=ar',
      headers: t.admin,
      payload: { email: 'mailed-ar@crumb.test', role: 'owner' },
    });
    await mailsSettled(t);
    const mails = await outboxMails(t);
    const to = (email: string) => mails.find((mail) => mail.to.includes(email))!;
    expect(to('mailed@crumb.test').subject).toBe("Your invitation to the shop's back office");
    expect(to('mailed@crumb.test').text).toContain(english.inviteUrl);
    expect(to('mailed-ar@crumb.test').subject).toBe('دعوتك إلى لوحة إدارة المتجر');
    expect(to('mailed-ar@crumb.test').text).toContain(arabic.json<{ inviteUrl: string }>().inviteUrl);
    for (const email of ['mailed@crumb.test', 'mailed-ar@crumb.test']) {
      const { id } = (await call('GET', '/api/staff'))
        .json<Array<{ id: number; email: string }>>()
        .find((a) => a.email === email)!;
      await call('DELETE', `/api/staff/${id}`);
    }
  });

  it('GET /api/staff lists every account', async () => {
    const response = await call('GET', '/api/staff');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        email: TEST_ADMIN.email,
        role: 'owner',
        disabled: false,
        lastSeenAt: expect.any(String),
      },
      { id: expect.any(Number), email: 'baker@crumb.test', role: 'staff', disabled: false, lastSeenAt: null },
    ]);
  });

  it('an invited person cannot sign in before setting a password', async () => {
    const response = await call(
      'POST',
      '/api/auth/login',
      {},
      { email: 'baker@crumb.test', password: 'anything-at-all' },
    );
    expectError(response, 401, 'Invalid email or password');
  });

  it('POST /api/staff/accept sets the password and answers as login does; the link works once', async () => {
    const { inviteUrl } = await invite('baker@crumb.test');
    const token = tokenOf(inviteUrl);
    const short = await call('POST', '/api/staff/accept', {}, { token, password: 'short' });
    expectError(short, 400, 'Password must be at least 8 characters');

    const accepted = await call('POST', '/api/staff/accept', {}, { token, password: 'kneading-dough' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      token: expect.any(String),
      admin: { id: expect.any(Number), email: 'baker@crumb.test' },
    });
    const verified = await call('GET', '/api/auth/verify', asBearer(accepted.json().token));
    expect(verified.json().admin.role).toBe('staff');

    const again = await call('POST', '/api/staff/accept', {}, { token, password: 'another-password' });
    expectError(again, 400, INVITATION_USED_MESSAGE);
    const login = await call('POST', '/api/auth/login', {}, { email: 'baker@crumb.test', password: 'kneading-dough' });
    expect(login.statusCode).toBe(200);
    expect(login.json().admin.email).toBe('baker@crumb.test');
  });

  it('refuses an unknown link, an expired one, and inviting an account in use', async () => {
    expectError(
      await call('POST', '/api/staff/accept', {}, { token: 'not-a-token', password: 'kneading-dough' }),
      400,
      INVITATION_INVALID_MESSAGE,
    );
    const { inviteUrl } = await invite('late@crumb.test');
    await t.orm.em
      .getConnection()
      .execute(`update "staff_invitation" set "expires_at" = now() - interval '1 second' where "used_at" is null`);
    expectError(
      await call('POST', '/api/staff/accept', {}, { token: tokenOf(inviteUrl), password: 'kneading-dough' }),
      400,
      INVITATION_EXPIRED_MESSAGE,
    );
    expectError(
      await call('POST', '/api/staff', t.admin, { email: 'baker@crumb.test', role: 'staff' }),
      409,
      ACCOUNT_EXISTS_MESSAGE,
    );
    expectError(
      await call('POST', '/api/staff', t.admin, { email: 'nobody', role: 'staff' }),
      400,
      'Please enter a valid email address',
    );
    const wrongRole = await call('POST', '/api/staff', t.admin, { email: 'x@crumb.test', role: 'baker' });
    expect(wrongRole.statusCode).toBe(400);
  });

  it('inviting an open invitation again sends a new link, and the old one stops working', async () => {
    const first = await invite('twice@crumb.test');
    const second = await invite('twice@crumb.test', AdminRole.owner);
    expect(second.id).toBe(first.id);
    expect(second.role).toBe('owner');
    expectError(
      await call('POST', '/api/staff/accept', {}, { token: tokenOf(first.inviteUrl), password: 'kneading-dough' }),
      400,
      INVITATION_INVALID_MESSAGE,
    );
    const accepted = await call(
      'POST',
      '/api/staff/accept',
      {},
      { token: tokenOf(second.inviteUrl), password: 'kneading-dough' },
    );
    expect(accepted.statusCode).toBe(200);
  });
});

describe('what staff may do', () => {
  it('staff are refused the accounts calls with 403, and may read the orders', async () => {
    const { headers } = await accountHeaders(t, 'counter@crumb.test', AdminRole.staff);
    expectError(await call('GET', '/api/staff', headers), 403, OWNER_ONLY_MESSAGE);
    expectError(
      await call('POST', '/api/staff', headers, { email: 'x@crumb.test', role: 'owner' }),
      403,
      OWNER_ONLY_MESSAGE,
    );
    expect((await call('GET', '/api/orders', headers)).statusCode).toBe(200);
  });
});

describe('changing, disabling and removing accounts', () => {
  it('PATCH /api/staff/{id} changes the role, which counts on the next request', async () => {
    const { id, headers } = await member('promoted@crumb.test');
    expect((await call('GET', '/api/staff', headers)).statusCode).toBe(403);
    const response = await call('PATCH', `/api/staff/${id}`, t.admin, { role: 'owner' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      email: 'promoted@crumb.test',
      role: 'owner',
      disabled: false,
      lastSeenAt: expect.any(String),
    });
    expect((await call('GET', '/api/staff', headers)).statusCode).toBe(200);
    await call('PATCH', `/api/staff/${id}`, t.admin, { role: 'staff' });
  });

  it("disabling ends the account's sessions at once and for good, and refuses its sign-in", async () => {
    const { id, headers } = await member('leaving@crumb.test');
    expect((await call('GET', '/api/auth/verify', headers)).statusCode).toBe(200);
    const disabled = await call('PATCH', `/api/staff/${id}`, t.admin, { disabled: true });
    expect(disabled.json().disabled).toBe(true);
    expectError(await call('GET', '/api/auth/verify', headers), 401, 'Authentication required');
    expectError(
      await call('POST', '/api/auth/login', {}, { email: 'leaving@crumb.test', password: 'kneading-dough' }),
      401,
      ACCOUNT_DISABLED_MESSAGE,
    );
    // Enabled again, the account signs in anew; the token from before stays refused.
    await call('PATCH', `/api/staff/${id}`, t.admin, { disabled: false });
    expectError(await call('GET', '/api/auth/verify', headers), 401, 'Authentication required');
    const login = await call(
      'POST',
      '/api/auth/login',
      {},
      { email: 'leaving@crumb.test', password: 'kneading-dough' },
    );
    expect(login.statusCode).toBe(200);
  });

  it('DELETE /api/staff/{id} removes the account and ends its sessions', async () => {
    const { id, headers } = await member('gone@crumb.test');
    const response = await call('DELETE', `/api/staff/${id}`);
    expect(response.json()).toEqual({ success: true });
    expectError(await call('GET', '/api/auth/verify', headers), 401, 'Authentication required');
    expectError(await call('DELETE', `/api/staff/${id}`), 404, 'Account not found');
  });

  it('never leaves the shop without an enabled owner', async () => {
    const owners = (await call('GET', '/api/staff')).json<Array<{ id: number; email: string; role: string }>>();
    // Leave the first admin the only owner (an accepted invitation above made another).
    const others = owners.filter((account) => account.role === 'owner' && account.email !== TEST_ADMIN.email);
    for (const other of others) await call('PATCH', `/api/staff/${other.id}`, t.admin, { role: 'staff' });
    const self = owners.find((account) => account.email === TEST_ADMIN.email)!;
    expectError(await call('PATCH', `/api/staff/${self.id}`, t.admin, { role: 'staff' }), 409, LAST_OWNER_MESSAGE);
    expectError(await call('PATCH', `/api/staff/${self.id}`, t.admin, { disabled: true }), 409, LAST_OWNER_MESSAGE);
    expectError(await call('DELETE', `/api/staff/${self.id}`), 409, LAST_OWNER_MESSAGE);

    // With a second owner, the first may step down.
    const second = await member('second-owner@crumb.test', AdminRole.owner);
    const stepDown = await call('PATCH', `/api/staff/${self.id}`, t.admin, { role: 'staff' });
    expect(stepDown.json().role).toBe('staff');
    expectError(await call('DELETE', `/api/staff/${second.id}`, second.headers), 409, LAST_OWNER_MESSAGE);
    await call('PATCH', `/api/staff/${self.id}`, second.headers, { role: 'owner' });
  });
});

describe('accounts over GraphQL', () => {
  const graphql = (query: string, variables: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } }).then((r) => r.json());

  it('invites, lists, changes and removes, with FORBIDDEN for staff', async () => {
    const invited = await graphql(
      'mutation($email: String!) { inviteStaff(email: $email, role: staff) { account { id email role } inviteUrl } }',
      { email: 'graphql@crumb.test' },
      t.admin,
    );
    expect(invited.data.inviteStaff.account).toEqual({
      id: expect.any(String),
      email: 'graphql@crumb.test',
      role: 'staff',
    });
    const { id } = invited.data.inviteStaff.account;
    const accepted = await graphql(
      'mutation($token: String!) { acceptStaffInvitation(token: $token, password: "kneading-dough") { token admin { role } } }',
      { token: tokenOf(invited.data.inviteStaff.inviteUrl) },
      {},
    );
    expect(accepted.data.acceptStaffInvitation.admin).toEqual({ role: 'staff' });
    const staffHeaders = asBearer(accepted.data.acceptStaffInvitation.token);
    const refused = await graphql('{ staffAccounts { id } }', {}, staffHeaders);
    expect(refused.errors[0]).toMatchObject({ message: OWNER_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } });

    const listed = await graphql('{ staffAccounts { email } }', {}, t.admin);
    expect(listed.data.staffAccounts).toContainEqual({ email: 'graphql@crumb.test' });
    const changed = await graphql(
      'mutation($id: ID!) { updateStaffAccount(id: $id, disabled: true) { disabled } }',
      { id },
      t.admin,
    );
    expect(changed.data.updateStaffAccount).toEqual({ disabled: true });
    const removed = await graphql('mutation($id: ID!) { removeStaffAccount(id: $id) }', { id }, t.admin);
    expect(removed.data).toEqual({ removeStaffAccount: true });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on two instances', () => {
  let shop: TestInstances;
  beforeAll(async () => {
    shop = await createTestInstances(2, { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password });
  });
  afterAll(() => shop?.close());

  it('an account disabled on one is refused on the other at its next request', async () => {
    const [a, b] = shop.instances as [(typeof shop.instances)[0], (typeof shop.instances)[0]];
    const signIn = async (email: string, password: string) =>
      (await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json()
        .token as string;
    const owner = asBearer(await signIn(TEST_ADMIN.email, TEST_ADMIN.password));
    const invited = await a.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: owner,
      payload: { email: 'b@crumb.test', role: 'staff' },
    });
    const accepted = await b.app.inject({
      method: 'POST',
      url: '/api/staff/accept',
      payload: { token: tokenOf(invited.json().inviteUrl), password: 'kneading-dough' },
    });
    const staffHeaders = asBearer(accepted.json().token);
    expect((await b.app.inject({ method: 'GET', url: '/api/orders', headers: staffHeaders })).statusCode).toBe(200);
    await a.app.inject({
      method: 'PATCH',
      url: `/api/staff/${invited.json().id}`,
      headers: owner,
      payload: { disabled: true },
    });
    expect((await b.app.inject({ method: 'GET', url: '/api/orders', headers: staffHeaders })).statusCode).toBe(401);
  });
});
