import { beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { useTestApp } from '../../test/use-test-app';
import { HomepageCategoriesDocument } from '../../../web/src/graphql/generated';

// The shop's cached reads over HTTP, where identical GETs and GraphQL POSTs are answered from
// the replay: each answer is the one the stack gave, and a write is seen by the very next read.

const t = useTestApp({ admin: true });
let url: string;
beforeAll(async () => {
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

async function read(path: string, headers: Record<string, string> = {}, body?: string) {
  const response = await fetch(`${url}${path}`, { headers, body, method: body === undefined ? 'GET' : 'POST' });
  const sent = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers: sent, text: await response.text() };
}

describe('replayed reads', () => {
  it('answer the catalogue and the settings as the stack did', async () => {
    for (const path of ['/api/settings', '/api/products', '/api/products?lang=ar']) {
      const first = await read(path, { 'accept-encoding': 'br' });
      const again = await read(path, { 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(again).toEqual(first);
      expect(again.headers).toMatchObject({ 'content-security-policy': expect.any(String), vary: expect.any(String) });
    }
  });

  it('show a settings change on the next read', async () => {
    await read('/api/settings');
    const before = await read('/api/settings');
    expect(JSON.parse(before.text)).not.toMatchObject({ heroTitle: 'Warm from the oven' });
    const written = await fetch(`${url}/api/settings`, {
      method: 'PUT',
      headers: { ...t.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ heroTitle: 'Warm from the oven' }),
    });
    expect(written.status).toBe(200);
    expect(JSON.parse((await read('/api/settings')).text)).toMatchObject({ heroTitle: 'Warm from the oven' });
  });

  it('show a new category in the storefront’s GraphQL read on the next GET', async () => {
    const search = new URLSearchParams({ query: print(HomepageCategoriesDocument), variables: '{}' });
    const path = `/graphql?${search.toString()}`;
    const headers = { 'content-type': 'application/json' };
    await read(path, headers);
    expect((await read(path, headers)).text).not.toContain('Replay Tarts');
    const created = await fetch(`${url}/api/categories`, {
      method: 'POST',
      headers: { ...t.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Replay Tarts', show_on_homepage: true }),
    });
    expect(created.status).toBe(201);
    expect((await read(path, headers)).text).toContain('Replay Tarts');
  });

  it('answer the storefront’s GraphQL POST as the stack did, and show a change on the next one', async () => {
    const body = JSON.stringify({ query: print(HomepageCategoriesDocument), variables: {} });
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'br' };
    const first = await read('/graphql', headers, body);
    const again = await read('/graphql', headers, body);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(JSON.parse(again.text).data.homepageCategories).toEqual(expect.any(Array));
    const created = await fetch(`${url}/api/categories`, {
      method: 'POST',
      headers: { ...t.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Posted Buns', show_on_homepage: true }),
    });
    expect(created.status).toBe(201);
    expect((await read('/graphql', headers, body)).text).toContain('Posted Buns');
  });

  it('hand every other GraphQL POST to the stack with its body whole', async () => {
    const headers = { 'content-type': 'application/json' };
    for (const name of ['first', 'second']) {
      const answer = await read('/graphql', headers, JSON.stringify({ query: `query ${name} { __typename }` }));
      expect(JSON.parse(answer.text)).toEqual({ data: { __typename: 'Query' } });
    }
    const refused = await read('/graphql', headers, '{"query": ');
    expect(refused.status).toBe(400);
  });
});
