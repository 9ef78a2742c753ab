import { beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { useTestApp } from '../../test/use-test-app';
import { HomepageCategoriesDocument } from '../../../web/src/graphql/generated';

// The shop's cached reads over HTTP, where identical GETs are answered from the replay: each
// answer is the one the stack gave, and a write is seen by the very next read.

const t = useTestApp({ admin: true });
let url: string;
beforeAll(async () => {
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

async function read(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, { headers });
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
});
