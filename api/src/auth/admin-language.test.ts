import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { Category } from '../catalog/category.entity';
import { Product } from '../catalog/product.entity';
import { Admin } from './admin.entity';

const t = useTestApp({ seed: false });

const OWNER = { email: 'owner@bakery.test', password: 'flour-and-sugar' };
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token admin { language } } }';
const UPDATE = 'mutation ($language: Language!) { updateAdminLanguage(language: $language) { email language } }';

const graphql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  graphqlRequest(t, query, variables, headers);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The language stored for the owner, read from the database itself. */
async function storedLanguage() {
  return (await t.orm.em.fork().findOneOrFail(Admin, { email: OWNER.email })).language;
}

async function login(headers: Record<string, string>, url = '/graphql') {
  const response = await t.app.inject({ method: 'POST', url, headers, payload: { query: LOGIN, variables: OWNER } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.login as { token: string; admin: { language: string } };
}

// The tests run in order on one owner.
describe("the owner's language", () => {
  it('is English for a new admin', async () => {
    await graphql(
      'mutation ($email: String!, $password: String!) { createAdmin(email: $email, password: $password) { id } }',
      OWNER,
    );
    expect(await storedLanguage()).toBe('en');
  });

  it('becomes the language the owner signs in with (Accept-Language, as the back office sends it)', async () => {
    const signedIn = await login({ 'accept-language': 'ar-BH,ar;q=0.9,en;q=0.8' });
    expect(signedIn.admin.language).toBe('ar');
    expect(await storedLanguage()).toBe('ar');
    expect((await graphql('{ verify { language } }', {}, bearer(signedIn.token))).data).toEqual({
      verify: { language: 'ar' },
    });

    expect((await login({ 'accept-language': 'en-GB,en;q=0.9' })).admin.language).toBe('en');
    expect(await storedLanguage()).toBe('en');
  });

  it('follows ?lang over Accept-Language, and REST sign-in too', async () => {
    await login({ 'accept-language': 'en' }, '/graphql?lang=ar');
    expect(await storedLanguage()).toBe('ar');

    const rest = await t.app.inject({ method: 'POST', url: '/api/auth/login?lang=en', payload: OWNER });
    expect(rest.statusCode).toBe(200);
    expect(await storedLanguage()).toBe('en');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'ar' },
      payload: OWNER,
    });
    expect(await storedLanguage()).toBe('ar');
  });

  it('is kept by a sign-in that names no language (a script over REST)', async () => {
    expect(await storedLanguage()).toBe('ar');
    const rest = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: OWNER });
    expect(rest.statusCode).toBe(200);
    expect(await storedLanguage()).toBe('ar');
  });

  it('is not changed by a failed sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-language': 'en' },
      payload: { query: LOGIN, variables: { ...OWNER, password: 'not-the-password' } },
    });
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await storedLanguage()).toBe('ar');
  });

  it('is set by updateAdminLanguage when the owner switches the back office', async () => {
    const { token } = await login({ 'accept-language': 'ar' });
    expect(await graphql(UPDATE, { language: 'en' }, bearer(token))).toEqual({
      data: { updateAdminLanguage: { email: OWNER.email, language: 'en' } },
    });
    expect(await storedLanguage()).toBe('en');
    expect(await graphql(UPDATE, { language: 'ar' }, bearer(token))).toEqual({
      data: { updateAdminLanguage: { email: OWNER.email, language: 'ar' } },
    });
    expect(await storedLanguage()).toBe('ar');
  });

  it('updateAdminLanguage needs the admin token and one of the languages', async () => {
    const anonymous = await graphql(UPDATE, { language: 'en' });
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const forged = await graphql(UPDATE, { language: 'en' }, bearer('not-a-token'));
    expect(forged.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const { token } = await login({ 'accept-language': 'ar' });
    const french = await graphql(UPDATE, { language: 'fr' }, bearer(token));
    expect(french.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await storedLanguage()).toBe('ar');
  });

  it('updateAdminLanguage leaves the read cache of the catalog alone (it changes no shop text)', async () => {
    const em = t.orm.em.fork();
    em.create(Product, { name: 'Date maamoul', priceFils: 3000, category: em.create(Category, { name: 'Sweets' }) });
    await em.flush();
    const price = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products' }))
        .json()
        .find((p: { name: string }) => p.name === 'Date maamoul').price;
    expect(await price()).toBe(3);
    // A change behind the API's back stays unseen while the cache holds.
    await t.orm.em.getConnection().execute(`update product set price_fils = 3500 where name = 'Date maamoul'`);
    const { token } = await login({ 'accept-language': 'ar' });
    expect((await graphql(UPDATE, { language: 'en' }, bearer(token))).data.updateAdminLanguage.language).toBe('en');
    expect(await price()).toBe(3);
  });
});
