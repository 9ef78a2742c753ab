import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/admin-session';
import { useTestApp } from '../../test/use-test-app';
import { Admin } from './admin.entity';
import { TOKEN_LIFETIME_SECONDS } from './admin-token';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

const t = useTestApp({ seed: false, env: { JWT_SECRET: SECRET }, admin: true });
let adminId: number;
beforeAll(async () => {
  adminId = (await t.orm.em.fork().find(Admin, {}))[0]!.id;
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A JWT built by hand, so a test can make every part of it wrong on purpose. */
function craftToken({
  header = { alg: 'HS256', typ: 'JWT' },
  claims = {},
  secret = SECRET,
  hmac = 'sha256',
}: {
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
  secret?: string;
  hmac?: string;
} = {}): string {
  const payload = { sub: String(adminId), jti: randomUUID(), iat: now(), exp: now() + 3600, ...claims };
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  return `${signingInput}.${createHmac(hmac, secret).update(signingInput).digest('base64url')}`;
}

/** Asks for the signed-in admin over REST and over GraphQL (verify is @Authorized). */
async function verifyEverywhere(authorization: string) {
  const rest = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization } });
  const graphql = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization },
    payload: { query: '{ verify { id email } }' },
  });
  return { rest, graphql };
}

async function expectRefused(authorization: string) {
  const { rest, graphql } = await verifyEverywhere(authorization);
  expect(rest.statusCode).toBe(401);
  expect(rest.json()).toEqual({ error: 'Authentication required' });
  expect(graphql.json().data).toBeNull();
  expect(graphql.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
}

describe('a bearer token', () => {
  it('that is valid proves the admin over REST and GraphQL', async () => {
    const { rest, graphql } = await verifyEverywhere(`Bearer ${craftToken()}`);
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({ admin: { id: adminId, email: expect.any(String), role: 'owner' } });
    expect(graphql.json()).toEqual({ data: { verify: { id: String(adminId), email: expect.any(String) } } });
  });

  it('is refused once expired', async () => {
    await expectRefused(
      `Bearer ${craftToken({ claims: { iat: now() - TOKEN_LIFETIME_SECONDS - 60, exp: now() - 60 } })}`,
    );
  });

  it('is refused when signed with another secret', async () => {
    await expectRefused(`Bearer ${craftToken({ secret: 'someone-elses-secret-of-sufficient-length' })}`);
  });

  it('is refused unsigned (alg: none)', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(adminId), jti: randomUUID(), iat: now(), exp: now() + 3600 })}.`;
    await expectRefused(`Bearer ${unsigned}`);
  });

  it('is refused with any algorithm but HS256, even when signed with the right secret', async () => {
    await expectRefused(`Bearer ${craftToken({ header: { alg: 'HS512', typ: 'JWT' }, hmac: 'sha512' })}`);
    await expectRefused(`Bearer ${craftToken({ header: { alg: 'HS384', typ: 'JWT' }, hmac: 'sha384' })}`);
  });

  it('is refused when its claims were changed after signing', async () => {
    const [header, , signature] = craftToken().split('.');
    const tampered = base64url({ sub: String(adminId + 1), jti: randomUUID(), iat: now(), exp: now() + 3600 });
    await expectRefused(`Bearer ${header}.${tampered}.${signature}`);
  });

  it('is refused without an expiry or a token id', async () => {
    await expectRefused(`Bearer ${craftToken({ claims: { exp: undefined } })}`);
    await expectRefused(`Bearer ${craftToken({ claims: { jti: undefined } })}`);
  });

  it('is refused after logout', async () => {
    const token = craftToken();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: 'mutation { logout }' },
    });
    expect(logout.json()).toEqual({ data: { logout: true } });
    await expectRefused(`Bearer ${token}`);
  });

  it('is refused when it names an admin that does not exist', async () => {
    await expectRefused(`Bearer ${craftToken({ claims: { sub: '424242' } })}`);
  });

  it('is refused when it is not sent as a bearer token or is not a JWT at all', async () => {
    await expectRefused(craftToken());
    await expectRefused(`Basic ${craftToken()}`);
    await expectRefused('Bearer not-a-token');
  });

  it('that is bad leaves public operations working', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin-exists',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ adminExists: true });
  });
});

describe('logout', () => {
  it('purges revoked tokens that have expired since', async () => {
    const em = t.orm.em.fork();
    await em
      .getConnection()
      .execute(
        `insert into "revoked_token" ("jti", "expires_at") values ('long-expired', now() - interval '1 minute')`,
      );
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: await adminHeaders(t) });
    const rows = await em.getConnection().execute<Array<{ jti: string }>>(`select "jti" from "revoked_token"`);
    expect(rows.map((row) => row.jti)).not.toContain('long-expired');
    expect(rows.length).toBeGreaterThan(0);
  });
});
