import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

// What @fastify/multipart cannot read under /api is the caller's mistake: 400 with {error},
// never a 500, and nothing is stored.

const t = useTestApp({ admin: true });

const send = (contentType: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { ...t.admin, 'content-type': contentType },
    payload,
  });

describe('a REST form the parser cannot read', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\n'],
    ['cut short after its boundary', 'multipart/form-data; boundary=x', '--x\r\n\r\n'],
    [
      'ending inside a field',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nTarts',
    ],
    [
      'with a part header and no name',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition\r\n\r\nvalue\r\n--x--\r\n',
    ],
    ['with a broken boundary', 'multipart/form-data; boundary=', '----\r\n'],
  ])('is answered 400 with {error} when %s', async (_case, contentType, payload) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().length;
    const response = await send(contentType, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['error']);
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).json()).toHaveLength(before);
  });
});
