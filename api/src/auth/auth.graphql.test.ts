import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ seed: false });

const graphql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphqlRequest(t, query, variables, token ? { authorization: `Bearer ${token}` } : {});

const OWNER = { email: 'owner@bakery.test', password: 'flour-and-sugar' };
const CREATE =
  'mutation ($email: String!, $password: String!) { createAdmin(email: $email, password: $password) { id email createdAt } }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token admin { id email } } }';

describe('auth over GraphQL', () => {
  it('exposes an account without its password hash or when its sessions ended', async () => {
    const { data } = await graphql('{ __type(name: "Admin") { fields { name } } }');
    expect(data.__type.fields.map((field: { name: string }) => field.name).sort()).toEqual([
      'createdAt',
      'disabled',
      'email',
      'id',
      'invitedAt',
      'language',
      'lastSeenAt',
      'role',
    ]);
  });

  it('createAdmin creates the one admin, then answers CONFLICT', async () => {
    expect(await graphql('{ adminExists }')).toEqual({ data: { adminExists: false } });

    const created = await graphql(CREATE, { email: 'OWNER@bakery.test', password: OWNER.password });
    expect(created).toEqual({
      data: { createAdmin: { id: expect.any(String), email: OWNER.email, createdAt: expect.any(String) } },
    });
    expect(await graphql('{ adminExists }')).toEqual({ data: { adminExists: true } });

    const again = await graphql(CREATE, { email: 'second@bakery.test', password: OWNER.password });
    expect(again.errors[0]).toMatchObject({ message: 'Admin already exists', extensions: { code: 'CONFLICT' } });
  });

  it('createAdmin and login check the password lengths (8 to create, 6 to sign in) as bad input', async () => {
    const create = await graphql(CREATE, { email: 'x@bakery.test', password: 'seven77' });
    expect(create.errors[0]).toMatchObject({
      message: 'Password must be at least 8 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const login = await graphql(LOGIN, { email: OWNER.email, password: 'five5' });
    expect(login.errors[0]).toMatchObject({
      message: 'Password must be at least 6 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('login answers a token and the admin, and the same UNAUTHENTICATED error for a wrong email or password', async () => {
    const { data } = await graphql(LOGIN, OWNER);
    expect(data.login).toEqual({ token: expect.any(String), admin: { id: expect.any(String), email: OWNER.email } });

    const wrongEmail = await graphql(LOGIN, { email: 'nobody@bakery.test', password: OWNER.password });
    const wrongPassword = await graphql(LOGIN, { email: OWNER.email, password: 'not-the-password' });
    expect(wrongEmail.errors[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(wrongPassword.errors[0].message).toBe(wrongEmail.errors[0].message);
    expect(wrongPassword.errors[0].extensions).toEqual(wrongEmail.errors[0].extensions);
  });

  it('verify answers the signed-in admin; logout signs that token out', async () => {
    const { token } = (await graphql(LOGIN, OWNER)).data.login;
    expect((await graphql('{ verify { email } }', {}, token)).data).toEqual({ verify: { email: OWNER.email } });

    expect(await graphql('mutation { logout }', {}, token)).toEqual({ data: { logout: true } });
    expect((await graphql('{ verify { email } }', {}, token)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql('mutation { logout }', {}, token)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('verify and logout need a token', async () => {
    expect((await graphql('{ verify { email } }')).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql('mutation { logout }')).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
