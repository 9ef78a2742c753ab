import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/admin-session';
import { graphqlRequest } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { Category } from '../catalog/category.entity';
import { DISALLOWED_PATHS } from './robots';

const webRoot = resolve(import.meta.dirname, '..', '..', '..', 'web');
const webPublic = resolve(webRoot, 'public');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('crawlers and installing phones', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'shop.example', ...headers } });

  it('/robots.txt lets crawlers into the storefront, not the back office or the APIs, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/api', '/graphql']) expect(lines).toContain(`Disallow: ${path}`);
    expect(DISALLOWED_PATHS).toHaveLength(3);
    expect(lines).toContain('Sitemap: http://shop.example/sitemap.xml');
  });

  it('ignores X-Forwarded-* headers unless the server sits behind a trusted proxy', async () => {
    const response = await get('/robots.txt', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(response.body).toContain('Sitemap: http://shop.example/sitemap.xml');
  });

  it('refuses a Host header that is not a host name instead of writing it into a document', async () => {
    const response = await get('/sitemap.xml', { host: 'shop.example"><script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('/sitemap.xml lists the storefront pages, the products page of each category and the page of each product, in both languages', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const categories = await t.orm.em.fork().find(Category, {}, { orderBy: { id: 'asc' } });
    expect(categories.length).toBeGreaterThan(0);
    const { products } = (await graphqlRequest(t, '{ products { id } }')).data as { products: { id: string }[] };
    expect(products.length).toBeGreaterThan(0);
    expect(locs(response.body)).toEqual([
      'http://shop.example/',
      'http://shop.example/products',
      'http://shop.example/about',
      ...categories.map((category) => `http://shop.example/products?category=${category.id}`),
      ...products.map((product) => `http://shop.example/products/${product.id}`),
    ]);
    expect(response.body).toContain(
      `<url><loc>http://shop.example/products/${products[0]!.id}</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="http://shop.example/products/${products[0]!.id}?lang=en"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="http://shop.example/products/${products[0]!.id}?lang=ar"/></url>`,
    );
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="http://shop.example/products?category=${categories[0]!.id}&amp;lang=ar"/>`,
    );
  });

  it('answers 404 for a numbered sitemap file while the whole shop fits in /sitemap.xml', async () => {
    for (const url of ['/sitemap-1.xml', '/sitemap-2.xml']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'No such sitemap' });
    }
  });

  it('/admin/manifest.webmanifest installs the back office on its own, in English or Arabic', async () => {
    const english = await get('/admin/manifest.webmanifest');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(english.json()).toMatchObject({
      name: 'Crumb Bakery Back Office',
      short_name: 'Back Office',
      lang: 'en',
      dir: 'ltr',
      start_url: '/admin',
      scope: '/admin',
      display: 'standalone',
    });
    // In Arabic the shop goes by its Arabic site name too.
    const arabic = (await get('/admin/manifest.webmanifest?lang=ar')).json();
    expect(arabic).toMatchObject({ name: 'إدارة مخبز كرمب', short_name: 'الإدارة', lang: 'ar', dir: 'rtl' });
    expect(arabic.icons).toEqual(english.json().icons);
    expect((await get('/admin/manifest.webmanifest?lang=fr')).statusCode).toBe(400);
  });

  it('/manifest.webmanifest names the shop after its site name, and follows a change at once', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.json()).toMatchObject({
      name: 'Crumb Bakery',
      short_name: 'Crumb Bakery',
      start_url: '/',
      display: 'standalone',
      theme_color: '#e11d48',
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    for (const icon of response.json().icons)
      expect(existsSync(resolve(webPublic, `.${icon.src}`)), icon.src).toBe(true);
    // The page links it and shows the same colour in the browser's bar.
    const indexHtml = readFileSync(resolve(webRoot, 'index.html'), 'utf8');
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toContain(`<meta name="theme-color" content="${response.json().theme_color}" />`);
    expect(indexHtml).toMatch(/<meta name="description" content="[^"]+" \/>/);

    const renamed = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: await adminHeaders(t),
      payload: { query: 'mutation { updateSettings(input: { siteName: "Mama Noor Sweets and Cakes" }) { siteName } }' },
    });
    expect(renamed.json()).not.toHaveProperty('errors');
    const manifest = (await get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe('Mama Noor Sweets and Cakes');
    expect(manifest.short_name).toBe('Mama');
  });
});

describe('behind a trusted proxy', () => {
  const t = useTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });

  it('builds absolute URLs from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: '10.0.0.7:3001', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' },
    });
    expect(response.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('names a shop without a site name after the brand', async () => {
    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest.name).toBe('Crumb');
  });
});
