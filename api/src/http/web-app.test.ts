import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let distDir: string;
const indexHtml = '<!doctype html><title>Crumb</title><div id="root"></div>';
const appJs = `console.log(${JSON.stringify('app '.repeat(600))})`;
/** A file the build left without compressed copies (as it does for tiny files). */
const bareJs = `console.log(${JSON.stringify('bare '.repeat(600))})`;

/** Writes a file with the .br and .gz copies the web build writes next to it. */
async function writeWithCopies(path: string, text: string) {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'crumb-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeWithCopies(join(distDir, 'index.html'), indexHtml);
  await writeWithCopies(join(distDir, 'assets', 'app-1a2b3c.js'), appJs);
  await writeFile(join(distDir, 'assets', 'bare-4d5e6f.js'), bareJs);
  t = await createTestApp({ seed: true, env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** GET `url` from a client that takes these encodings (none given: one that names none). */
const getAccepting = (url: string, acceptEncoding: string | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { ...headers, 'accept-encoding': acceptEncoding } : headers,
  });

describe('hosting the web client', () => {
  it('answers client routes such as /admin/orders with the app, never cached', async () => {
    for (const url of ['/', '/admin/orders', '/products?category=2', '/no-such-page']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers client routes with the app for curl and link-preview fetchers (Accept */* or none), and with JSON only when JSON comes first', async () => {
    for (const headers of [{ accept: '*/*' }, { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' }, {}]) {
      const response = await t.app.inject({ method: 'GET', url: '/admin/orders', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    for (const url of ['/admin/orders', '/']) {
      const json = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(json.statusCode, url).toBe(404);
      expect(json.json()).toEqual({ error: `Not found: GET ${url}` });
    }
    const missingFile = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-1a2b3c.js',
      headers: { accept: '*/*' },
    });
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.body).not.toContain('<div id="root">');
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the client prefers (br, then gzip, then none), varying on Accept-Encoding', async () => {
    const cases = [
      { acceptEncoding: 'gzip, deflate, br', encoding: 'br', file: 'app-1a2b3c.js.br' },
      { acceptEncoding: 'br;q=0.8, gzip', encoding: 'gzip', file: 'app-1a2b3c.js.gz' },
      { acceptEncoding: 'gzip', encoding: 'gzip', file: 'app-1a2b3c.js.gz' },
      { acceptEncoding: undefined, encoding: undefined, file: 'app-1a2b3c.js' },
    ];
    for (const { acceptEncoding, encoding, file } of cases) {
      const response = await getAccepting('/assets/app-1a2b3c.js', acceptEncoding);
      expect(response.statusCode, String(acceptEncoding)).toBe(200);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(await readFile(join(distDir, 'assets', file))), file).toBe(true);
    }
  });

  it('sends the app for client routes precompressed too', async () => {
    const response = await getAccepting('/admin/orders', 'br, gzip', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });

  it('never compresses files per request: one without copies, or an image, goes as stored', async () => {
    const bare = await getAccepting('/assets/bare-4d5e6f.js', 'br, gzip');
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.body).toBe(bareJs);
    const image = await getAccepting('/uploads/demo/chocolate-fudge-cake.svg', 'br, gzip');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('leaves /robots.txt, /sitemap.xml and /manifest.webmanifest to the crawlers routes, not the app', async () => {
    for (const [url, type] of [
      ['/robots.txt', 'text/plain'],
      ['/sitemap.xml', 'application/xml'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ]) {
      const response = await page(url!);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain(type);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  it('keeps /api answers JSON, even for a browser', async () => {
    const response = await page('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('serves the uploaded images under /uploads, and no page for a missing one', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/uploads/demo/chocolate-fudge-cake.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    const missing = await page('/uploads/nothing.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });
});
