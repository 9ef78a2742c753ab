import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHeaders } from '../../test/admin-session';
import { useTestApp } from '../../test/use-test-app';
import { answerCompressors, answerEncodingFor, COMPRESSION_THRESHOLD } from './cached-answer';

const t = useTestApp();

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const decoded = (encoding: string | undefined, body: Buffer) =>
  JSON.parse(
    (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
  );

const productsQuery = { query: '{ products { id name description price image category { name } } }' };
const graphqlProducts = (acceptEncoding: string) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'accept-encoding': acceptEncoding },
    payload: productsQuery,
  });

/** A write that clears the read cache, so the next read is a miss again. */
async function clearReadCache() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: await adminHeaders(t),
    payload: {
      query: 'mutation ($input: SettingsInput!) { updateSettings(input: $input) { heroTitle } }',
      variables: { input: {} },
    },
  });
  expect(response.json()).not.toHaveProperty('errors');
}

afterEach(() => vi.restoreAllMocks());

describe('compressed JSON answers', () => {
  it('sends a large uncached answer (the OpenAPI document) in brotli or gzip, decoding to the same JSON', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    for (const encoding of ['br', 'gzip']) {
      const response = await get('/api/openapi.json', encoding);
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decoded(encoding, response.rawPayload)).toEqual(plain.json());
    }
  });

  it('prefers brotli, honours q-values and falls back to identity for encodings it does not make', async () => {
    expect((await get('/api/openapi.json', 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await get('/api/openapi.json', 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/openapi.json', 'deflate')).headers['content-encoding']).toBeUndefined();
    expect(answerEncodingFor('*')).toBe('gzip');
    expect(answerEncodingFor('identity')).toBeUndefined();
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/api/auth/admin-exists', 'br, gzip');
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ adminExists: expect.any(Boolean) });
  });
});

describe('cached reads', () => {
  it('serve the product list encoded as asked, over REST and GraphQL, decoding to the same JSON', async () => {
    await clearReadCache();
    const plain = await get('/api/products');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      // The first of these is the miss that fills the cache, the second a hit.
      for (const attempt of [1, 2]) {
        const response = await get('/api/products', encoding);
        expect(response.headers['content-encoding'], `${encoding} #${attempt}`).toBe(encoding);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decoded(encoding, response.rawPayload)).toEqual(plain.json());
      }
    }

    const graphqlPlain = (await t.app.inject({ method: 'POST', url: '/graphql', payload: productsQuery })).json();
    for (const encoding of ['br', 'gzip']) {
      const response = await graphqlProducts(encoding);
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(decoded(encoding, response.rawPayload)).toEqual(graphqlPlain);
    }
  });

  it('compress an answer once per encoding: later hits send the stored bytes', async () => {
    await clearReadCache();
    const br = vi.spyOn(answerCompressors, 'br');
    const gzip = vi.spyOn(answerCompressors, 'gzip');

    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await get('/api/products', 'br'));
    expect(br).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);

    await get('/api/products', 'gzip');
    await get('/api/products', 'gzip');
    expect(gzip).toHaveBeenCalledTimes(1);

    // GraphQL: the first request misses (Apollo answers, compressed per request), the next ones
    // are hits served from the entry, which compresses once.
    for (let i = 0; i < 3; i += 1) await graphqlProducts('br');
    expect(br).toHaveBeenCalledTimes(2);
  });

  it('compress again after a write replaced the answer', async () => {
    await get('/api/products', 'br');
    const br = vi.spyOn(answerCompressors, 'br');
    await get('/api/products', 'br');
    expect(br).not.toHaveBeenCalled();
    await clearReadCache();
    await get('/api/products', 'br');
    await get('/api/products', 'br');
    expect(br).toHaveBeenCalledTimes(1);
  });
});
