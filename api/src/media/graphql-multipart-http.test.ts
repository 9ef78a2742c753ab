import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG, file, graphqlMultipart, pngOfSize } from '../../test/image-fixtures';
import { useTestApp } from '../../test/use-test-app';

// Over a real socket, unlike app.inject, a request body nobody reads stays unread: these guard
// that a refused upload is still answered, and that a failed multipart request answers {error}.

const t = useTestApp({ admin: true });
let baseUrl: string;
let categoryId: string;
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const response = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ categories { id } }' } });
  categoryId = response.json().data.categories[0].id;
});

const CREATE_PRODUCT =
  'mutation ($input: ProductInput!, $image: Upload) { createProduct(input: $input, image: $image) { id } }';
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

function post(body: FormData, headers: Record<string, string>) {
  // A hung answer fails the test instead of stalling the file.
  return fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
}

const bigTart = () =>
  graphqlMultipart(
    CREATE_PRODUCT,
    { input: { name: 'Big Tart', price: 1, categoryId } },
    { image: file(pngOfSize(4 * 1024 * 1024), 'tart.png', 'image/png') },
  );
const storedImages = () => readdirSync(t.config.uploadsDir).filter((name) => name !== 'demo');

describe('GraphQL multipart requests over HTTP', () => {
  it('are answered when the operation is refused before it reads the file (CSRF, no admin token)', async () => {
    const before = storedImages();
    const forged = await post(bigTart(), {});
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Cross-Site Request Forgery');

    const anonymous = await post(bigTart(), PREFLIGHT);
    expect(
      ((await anonymous.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code,
    ).toBe('UNAUTHENTICATED');
    expect(storedImages()).toEqual(before);
  });

  it('answer 413 with {error} past the file count, before any file is read', async () => {
    const files = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e'].map((name) => [name, file(PNG, `${name}.png`, 'image/png')]),
    );
    const response = await post(
      graphqlMultipart(CREATE_PRODUCT, { input: { name: 'Many', price: 1, categoryId } }, files),
      { ...t.admin, ...PREFLIGHT },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'A request carries at most 4 files' });
  });

  it('answer 400 with {error} for a request that does not follow the multipart request spec', async () => {
    const body = new FormData();
    body.append('operations', '{not json');
    body.append('map', '{}');
    const response = await post(body, { ...t.admin, ...PREFLIGHT });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^Invalid JSON in the 'operations' multipart field/,
    );
  });

  it('answer 400 with {error} for a form cut short, and the server keeps serving', async () => {
    // Eight bytes that once ended the whole process: a boundary, then the end of the body.
    const cutShort = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\n\r\n',
      signal: AbortSignal.timeout(10_000),
    });
    expect(cutShort.status).toBe(400);
    expect(((await cutShort.json()) as { error: string }).error).toMatch(/^The multipart form could not be read: /);
    expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\n'],
    [
      'with a broken part header',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition\r\n\r\nvalue\r\n--x--\r\n',
    ],
    [
      'ending inside a part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query"',
    ],
    [
      'with an unknown field',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\n1\r\n--x--\r\n',
    ],
  ])('answer 400 with {error} for a form %s', async (_case, contentType, body) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...PREFLIGHT },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()) as object)).toEqual(['error']);
  });

  it('answer 400 when the map names a file that never arrives, or points outside the operation', async () => {
    const missing = new FormData();
    missing.append(
      'operations',
      JSON.stringify({
        query: CREATE_PRODUCT,
        variables: { input: { name: 'No file', price: 1, categoryId }, image: null },
      }),
    );
    missing.append('map', JSON.stringify({ 0: ['variables.image'] }));
    const lacking = await post(missing, { ...t.admin, ...PREFLIGHT });
    expect(lacking.status).toBe(400);
    expect(((await lacking.json()) as { error: string }).error).toBe(
      "The request lacks the file part '0' that 'map' names",
    );

    const polluting = new FormData();
    polluting.append('operations', JSON.stringify({ query: CREATE_PRODUCT, variables: {} }));
    polluting.append('map', JSON.stringify({ 0: ['__proto__.polluted'] }));
    polluting.append('0', file(PNG, 'a.png', 'image/png'));
    const refused = await post(polluting, { ...t.admin, ...PREFLIGHT });
    expect(refused.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
