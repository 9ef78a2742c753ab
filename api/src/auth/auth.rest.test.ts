import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { Admin } from './admin.entity';
import { ARGON2_OPTIONS } from './password-hasher';

const t = useTestApp({ seed: false });

const OWNER = { email: 'owner@bakery.test', password: 'flour-and-sugar' };

function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}
function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}
async function login(credentials = OWNER) {
  const response = await post('/api/auth/login', credentials);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().token as string}` };
}

// The tests run in order: the shop starts without an admin and gets one in the first block.

describe('creating the admin account', () => {
  it('GET /api/auth/admin-exists answers false while the shop has no admin', async () => {
    const response = await get('/api/auth/admin-exists');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ adminExists: false });
  });

  it('refuses a password shorter than 8 characters and an address that is not an email', async () => {
    const short = await post('/api/auth/create-admin', { email: OWNER.email, password: '1234567' });
    expectError(short, 400, 'Password must be at least 8 characters');

    const notAnEmail = await post('/api/auth/create-admin', { email: 'owner-at-bakery', password: OWNER.password });
    expectError(notAnEmail, 400, 'Please enter a valid email address');
    expect((await get('/api/auth/admin-exists')).json()).toEqual({ adminExists: false });
  });

  it('refuses a body without the required fields or with fields of the wrong type', async () => {
    const missing = await post('/api/auth/create-admin', { email: OWNER.email });
    expectError(missing, 400, expect.stringContaining('password'));

    const wrongType = await post('/api/auth/create-admin', { email: OWNER.email, password: { length: 20 } });
    expectError(wrongType, 400, expect.stringContaining('password'));
  });

  it('answers 201 with the admin and the message, storing the email trimmed and lower-cased and the password as argon2id', async () => {
    const response = await post('/api/auth/create-admin', { email: '  Owner@Bakery.TEST ', password: OWNER.password });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      admin: { id: expect.any(Number), email: OWNER.email },
      message: 'Admin account created successfully. Please login.',
    });

    const stored = await t.orm.em.fork().findOneOrFail(Admin, { email: OWNER.email });
    expect(stored.passwordHash).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}\\$`,
      ),
    );
    expect(stored.passwordHash).not.toContain(OWNER.password);
    expect((await get('/api/auth/admin-exists')).json()).toEqual({ adminExists: true });
  });

  it('answers 409 once an admin exists, whatever the email', async () => {
    for (const email of [OWNER.email, 'someone-else@bakery.test']) {
      const response = await post('/api/auth/create-admin', { email, password: 'another-password' });
      expectError(response, 409, 'Admin already exists');
    }
    expect(await t.orm.em.fork().count(Admin)).toBe(1);
  });
});

describe('POST /api/auth/login', () => {
  it('answers a token and the admin for the right email (in any case) and password', async () => {
    const response = await post('/api/auth/login', { email: ' OWNER@bakery.test', password: OWNER.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      admin: { id: expect.any(Number), email: OWNER.email },
    });
  });

  it('answers the same 401 for an unknown email and for a wrong password', async () => {
    const unknownEmail = await post('/api/auth/login', { email: 'nobody@bakery.test', password: OWNER.password });
    const wrongPassword = await post('/api/auth/login', { email: OWNER.email, password: 'not-the-password' });
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual({ error: 'Invalid email or password' });
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
  });

  it('refuses a password shorter than 6 characters and a malformed email as bad input', async () => {
    const short = await post('/api/auth/login', { email: OWNER.email, password: '12345' });
    expectError(short, 400, 'Password must be at least 6 characters');

    const notAnEmail = await post('/api/auth/login', { email: 'owner', password: OWNER.password });
    expectError(notAnEmail, 400, 'Please enter a valid email address');

    const missing = await post('/api/auth/login', { password: OWNER.password });
    expectError(missing, 400, expect.stringContaining('email'));
  });
});

describe('GET /api/auth/verify and POST /api/auth/logout', () => {
  it('verify answers the admin of a valid token', async () => {
    const response = await get('/api/auth/verify', await login());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ admin: { id: expect.any(Number), email: OWNER.email, role: 'owner' } });
  });

  it('verify and logout answer 401 without a token', async () => {
    for (const response of [await get('/api/auth/verify'), await post('/api/auth/logout')]) {
      expectError(response, 401, 'Authentication required');
    }
  });

  it('logout revokes exactly the token it was called with', async () => {
    const signedOut = await login();
    const stillSignedIn = await login();

    const response = await post('/api/auth/logout', undefined, signedOut);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await get('/api/auth/verify', signedOut)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', undefined, signedOut)).statusCode).toBe(401);
    expect((await get('/api/auth/verify', stillSignedIn)).statusCode).toBe(200);
  });
});
