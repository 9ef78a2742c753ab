import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../test/admin-session';
import { useTestApp } from '../../../test/use-test-app';
import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  LoginThrottle,
  MemoryLoginAttemptStore,
  TOO_MANY_LOGIN_ATTEMPTS,
} from '.';

describe('login attempts per client address, over REST and GraphQL', () => {
  const t = useTestApp({ seed: false, admin: true }); // admin: true creates TEST_ADMIN

  const restLogin = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: TEST_ADMIN.email, password },
    });
  const graphqlLogin = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      payload: {
        query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        variables: { e: TEST_ADMIN.email, p: password },
      },
    });

  it('answer 429 after the limit of failures, counted across REST and GraphQL, even for the right password', async () => {
    const address = '203.0.113.7';
    for (let attempt = 1; attempt <= LOGIN_FAILURE_LIMIT / 2; attempt += 1) {
      expect((await restLogin('wrong-password', address)).statusCode).toBe(401);
      expect((await graphqlLogin('wrong-password', address)).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }

    const rest = await restLogin(TEST_ADMIN.password, address);
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual({ error: TOO_MANY_LOGIN_ATTEMPTS });

    const graphql = (await graphqlLogin(TEST_ADMIN.password, address)).json();
    expect(graphql.errors[0]).toMatchObject({
      message: TOO_MANY_LOGIN_ATTEMPTS,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });

  it('hold for a burst of concurrent guesses: only the limit gets as far as checking a password', async () => {
    const burst = await Promise.all(
      Array.from({ length: LOGIN_FAILURE_LIMIT + 5 }, () => restLogin('wrong-password', '203.0.113.99')),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('leave other addresses alone', async () => {
    const response = await restLogin(TEST_ADMIN.password, '198.51.100.20');
    expect(response.statusCode).toBe(200);
  });

  it('are forgiven by a successful sign-in', async () => {
    const address = '198.51.100.30';
    for (let attempt = 1; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) await restLogin('wrong-password', address);
    expect((await graphqlLogin(TEST_ADMIN.password, address)).json().data.login.token).toEqual(expect.any(String));
    expect((await restLogin('wrong-password', address)).statusCode).toBe(401);
  });
});

describe('LoginThrottle', () => {
  const limitReached = async (throttle: LoginThrottle, address: string) => {
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) await throttle.consumeAttempt(address);
  };

  it('refuses the attempt after the limit, and lets the address try again once its window has passed', async () => {
    let clock = 1_000_000;
    const throttle = new LoginThrottle(new MemoryLoginAttemptStore(() => clock));
    await limitReached(throttle, '192.0.2.1');
    await expect(throttle.consumeAttempt('192.0.2.1')).rejects.toThrow(TOO_MANY_LOGIN_ATTEMPTS);

    clock += LOGIN_FAILURE_WINDOW_MS - 1;
    await expect(throttle.consumeAttempt('192.0.2.1')).rejects.toThrow(TOO_MANY_LOGIN_ATTEMPTS);
    clock += 1;
    await expect(throttle.consumeAttempt('192.0.2.1')).resolves.toBeUndefined();
  });

  it('starts over after a success', async () => {
    const throttle = new LoginThrottle();
    await limitReached(throttle, '192.0.2.2');
    await throttle.recordSuccess('192.0.2.2');
    await expect(limitReached(throttle, '192.0.2.2')).resolves.toBeUndefined();
  });
});

describe('login attempts while the shared store (Redis) is unreachable', () => {
  // Nothing listens on port 1: the cache messages and the login limits both fail to reach Redis.
  const t = useTestApp({ seed: false, admin: true, env: { REDIS_URL: 'redis://127.0.0.1:1' } });

  it('answer the outage error (503) instead of letting guesses through uncounted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.77',
      payload: TEST_ADMIN,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('leave reads and writes working (caches elsewhere expire on their own)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: t.admin,
      payload: { name: 'Breads' },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/categories' }))
        .json<Array<{ name: string }>>()
        .map((category) => category.name),
    ).toContain('Breads');
  });
});
