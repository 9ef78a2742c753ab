import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'crumb-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Crumb</title><div id="root"></div>');
  await writeFile(join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  t = await createTestApp({ seed: true, env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('hosting the web client', () => {
  it('answers client routes such as /admin/orders with the app, never cached', async () => {
    for (const url of ['/', '/admin/orders', '/products?category=2', '/no-such-page']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
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
