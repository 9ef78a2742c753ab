import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/admin-session';
import { collectGarbage } from '../../test/collect-garbage';
import { graphqlRequest } from '../../test/graphql-request';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withScriptSource } from './ssr.plugin';
import { PAGE_SCRIPT_LOADER } from './page-script-loader';

/**
 * The plugin against a stand-in for the web client's server build (the real one is checked in
 * e2e/server-rendering.e2e.ts, after `npm run build`): a module with the same exports, whose
 * render asks the real GraphQL schema for the products through the server, as the storefront
 * does, and counts its renders.
 */
const PRODUCTS = parse('query Products { products { id name price } }');
const BOOT_SCRIPT = 'document.documentElement.dataset.booted = "yes";';
const serverEntry = `
import { AsyncLocalStorage } from 'node:async_hooks';
const PRODUCTS = ${JSON.stringify(PRODUCTS)};
globalThis.__ssrRenders = 0;
globalThis.__ssrSignals = [];
export const themeBootScript = ${JSON.stringify(BOOT_SCRIPT)};
export function pageLanguage(url, cookie) {
  const asked = url.searchParams.get('lang');
  if (asked === 'en' || asked === 'ar') return { language: asked, fromAddress: true };
  return { language: /(^|;)\\s*language=ar/.test(cookie ?? '') ? 'ar' : 'en', fromAddress: false };
}
export function pageViewport(headers) {
  return headers['sec-ch-ua-mobile'] === '?1' ? 'phone' : 'desktop';
}
export function pageKind(pathname) {
  if (pathname.startsWith('/admin')) return 'client';
  return ['/', '/products', '/slow', '/broken', '/failing'].includes(pathname) ? 'storefront' : 'not-found';
}
// As React's server renderer does, a render runs in an async context of its own holding its
// options, the signal among them: whatever the render starts (the queries' promises) keeps them.
const renderContext = new AsyncLocalStorage();
export function render(options) {
  globalThis.__ssrSignals.push(new WeakRef(options.signal));
  return renderContext.run(options, () => renderPage(options));
}
async function renderPage({ url, language, viewport, graphql, signal }) {
  globalThis.__ssrRenders += 1;
  const { pathname } = new URL(url);
  if (pathname === '/broken') throw new Error('The page broke');
  if (pathname === '/slow') await new Promise((resolve, fail) => signal.addEventListener('abort', () => fail(signal.reason)));
  const answer = await graphql({ query: PRODUCTS, variables: {}, operationName: 'Products' });
  const items = (answer.data?.products ?? []).map((p) => '<li>' + p.name + ' ' + p.price.toFixed(3) + ' BD</li>').join('');
  return {
    status: pageKind(pathname) === 'not-found' ? 404 : 200,
    head: '<title>' + (language === 'ar' ? 'منتجاتنا' : 'Our Products') + '</title><style>' + 'li{color:red}'.repeat(100) + '</style>',
    html: '<ul data-viewport="' + viewport + '">' + items + '</ul>',
    dataScript: '<script type="application/json" id="ssr-data">{"language":"' + language + '"}</script>',
    modules: ['src/catalog/products-page.tsx', 'src/layout/site-footer.tsx'],
    complete: pathname !== '/failing' && !answer.errors,
  };
}
`;

// Vite's shape of index.html and the manifest: the entry and its vendor chunk, a page chunk,
// and the footer merged into a shared chunk (found through lazy-modules.json).
const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shell's description" />
    <title>Crumb</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_storefront-1.js': { file: 'assets/storefront-1.js', imports: ['_vendor-1.js', 'index.html'] },
  'src/catalog/products-page.tsx': {
    file: 'assets/products-page-1.js',
    isDynamicEntry: true,
    imports: ['_vendor-1.js', '_storefront-1.js'],
  },
};
const lazyModules = {
  'src/layout/site-footer.tsx': '_storefront-1.js',
  'src/catalog/products-page.tsx': 'src/catalog/products-page.tsx',
};

let t: TestApp;
let distDir: string;
let admin: { authorization: string };

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'crumb-ssr-dist-'));
  await mkdir(join(distDir, 'server'));
  await mkdir(join(distDir, '.vite'));
  await writeFile(join(distDir, 'index.html'), indexHtml);
  await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(join(distDir, '.vite', 'lazy-modules.json'), JSON.stringify(lazyModules));
  await writeFile(join(distDir, 'server', 'entry-server.js'), serverEntry);
  t = await createTestApp({ seed: true, env: { WEB_DIST_DIR: distDir } });
  admin = await adminHeaders(t);
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const renders = () => (globalThis as { __ssrRenders?: number }).__ssrRenders ?? 0;
/** A weak reference to the signal each render was given, in render order. */
const renderSignals = () => (globalThis as { __ssrSignals?: Array<WeakRef<AbortSignal>> }).__ssrSignals ?? [];
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

describe('storefront pages rendered on the server', () => {
  it("answers /products with the products' names and prices in the HTML, in a frame built from index.html", async () => {
    const response = await page('/products');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<li>Chocolate Fudge Cake 12.500 BD</li>');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    // The page's own title replaces the shell's, whose description goes too.
    expect(response.body).toContain('<title>Our Products</title>');
    expect(response.body).not.toContain('<title>Crumb</title>');
    expect(response.body).not.toContain("The shell's description");
    expect(response.body).toContain('<div id="root"><ul data-viewport="desktop">');
    expect(response.body).toMatch(/<\/ul><\/div><script type="application\/json" id="ssr-data">/);
    expect(response.body).toContain(`<script>${BOOT_SCRIPT}</script>`);
  });

  it("lists the entry, its chunks, the page's chunks and the shared chunk its footer is in, each once", async () => {
    const { body } = await page('/products');
    const list = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(body)?.[1];

    expect(JSON.parse(list ?? 'null')).toEqual([
      '/assets/index-1.js',
      '/assets/vendor-1.js',
      '/assets/products-page-1.js',
      '/assets/storefront-1.js',
    ]);
  });

  it('has no script tag of its own for the modules: the loader asks for them once the page is shown', async () => {
    const { body } = await page('/products');

    expect(body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(body).toContain(`<script>${PAGE_SCRIPT_LOADER}</script>`);
    // The loader reads the list, so the list comes first.
    expect(body.indexOf('id="page-scripts"')).toBeLessThan(body.indexOf(PAGE_SCRIPT_LOADER));
  });

  it('renders in Arabic, right to left from the first byte, for the language cookie or ?lang=ar', async () => {
    for (const response of [
      await page('/products', { cookie: 'theme=x; language=ar' }),
      await page('/products?lang=ar'),
    ]) {
      expect(response.body).toContain('<html lang="ar" dir="rtl">');
      expect(response.body).toContain('<title>منتجاتنا</title>');
    }
  });

  it('answers an unknown address with the not-found page and status 404', async () => {
    const response = await page('/no-such-page');

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"><ul');
  });

  it('allows the inline theme script and the page script loader by their hashes, and says the page varies by cookie and never to reuse it unasked', async () => {
    const response = await page('/');
    const hash = (script: string) => createHash('sha256').update(script).digest('base64').replace(/[+/]/g, '\\$&');

    expect(response.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash(BOOT_SCRIPT)}' 'sha256-${hash(PAGE_SCRIPT_LOADER)}'(;|$)`),
    );
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
    expect(String(response.headers.vary)).toMatch(/\bAccept-Encoding\b/);
  });

  it('sends the page compressed for a client that takes brotli', async () => {
    const response = await page('/products', { 'accept-encoding': 'gzip, br' });

    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Chocolate Fudge Cake');
  });

  it('leaves the back office, built files, the API and requests for other than HTML to their routes', async () => {
    const before = renders();
    const backOffice = await page('/admin/orders');
    const api = await t.app.inject({ method: 'GET', url: '/api/categories', headers: { accept: 'text/html' } });
    const script = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });

    expect(renders()).toBe(before);
    expect(backOffice.body).toContain('<title>Crumb</title>');
    expect(backOffice.body).toContain('<div id="root"></div>');
    expect(api.headers['content-type']).toContain('application/json');
    expect(script.statusCode).toBe(404);
  });

  it('renders the page for curl and link-preview fetchers (Accept */* or none), and leaves a request preferring JSON to the JSON routes', async () => {
    const fetchers = [
      { 'user-agent': 'curl/8.5.0', accept: '*/*' },
      {
        'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        accept: '*/*',
        range: 'bytes=0-524288',
      },
      { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' },
      { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', accept: '*/*' },
      { 'user-agent': 'Twitterbot/1.0', accept: '*/*' },
      { 'user-agent': 'a fetcher that sends no Accept' },
    ];
    for (const headers of fetchers) {
      for (const url of ['/', '/products']) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${headers['user-agent']} ${url}`).toBe(200);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.body, url).toContain('<li>Chocolate Fudge Cake 12.500 BD</li>');
      }
    }
    const json = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { accept: 'application/json, text/plain, */*' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ error: 'Not found: GET /products' });
  });

  it('says the page varies by Accept, since a request preferring JSON gets none', async () => {
    const response = await page('/products');
    expect(String(response.headers.vary)).toMatch(/\bAccept\b/);
  });

  it('never sends the server-rendering bundle itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('themeBootScript');
  });

  describe('page cache', () => {
    it('renders a page once per address, language and screen', async () => {
      const before = renders();
      await page('/products?category=2');
      await page('/products?category=2');
      await page('/products?category=2', { cookie: 'language=ar' });
      await page('/products?category=2', { 'sec-ch-ua-mobile': '?1' });
      await page('/products?category=3');

      expect(renders() - before).toBe(4);
    });

    it('forgets every page when the owner changes a product, and shows the change', async () => {
      await page('/products');
      const [first] = (await graphqlRequest(t, '{ products { id } }')).data.products as { id: string }[];
      const updated = await graphqlRequest(
        t,
        'mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { name } }',
        { id: first!.id, input: { name: 'Lemon Drizzle Cake', price: 9.25 } },
        admin,
      );
      expect(updated.errors).toBeUndefined();

      const before = renders();
      const response = await page('/products');

      expect(renders() - before).toBe(1);
      expect(response.body).toContain('<li>Lemon Drizzle Cake 9.250 BD</li>');
    });

    it('keeps pages through writes that leave the catalog and the settings alone (an order)', async () => {
      await page('/products');
      const [product] = (await graphqlRequest(t, '{ products { id } }')).data.products as { id: string }[];
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          customerName: 'Mariam',
          whatsapp: '+973 3900 1234',
          address: 'Road 1, Manama',
          paymentMethod: 'cash',
          items: [{ productId: Number(product!.id), quantity: 1 }],
        },
      });
      expect(order.statusCode).toBe(201);

      const before = renders();
      await page('/products');
      expect(renders()).toBe(before);
    });
  });

  it('lets go of each render, its time limit included, once its page is answered', async () => {
    // A first render fills the read cache, so the renders watched here use no database
    // connection: the pool keeps the async context a connection was last given back in until
    // its next use, which would keep one render for a while whatever this plugin does.
    await page('/products?category=4');
    const from = renderSignals().length;
    for (const category of [5, 6, 7]) expect((await page(`/products?category=${category}`)).statusCode).toBe(200);
    const rendered = renderSignals().slice(from);
    expect(rendered).toHaveLength(3);

    await collectGarbage();

    // A render kept is its whole page kept (a real one: React's tree, the Apollo cache, the styles).
    expect(rendered.filter((signal) => signal.deref() !== undefined)).toHaveLength(0);
  });

  describe('when rendering does not work out, the client shell goes out instead', () => {
    for (const [path, why] of [
      ['/broken', 'the render throws'],
      ['/failing', 'a query of the page failed'],
      ['/slow', 'the render takes too long'],
    ] as const) {
      it(`when ${why}`, async () => {
        const response = await page(path);

        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<title>Crumb</title>');
        expect(response.body).toContain('<div id="root"></div>');
      }, 15_000);
    }

    it('and a failed render is not kept: the next request renders again', async () => {
      const before = renders();
      await page('/failing');
      await page('/failing');
      expect(renders() - before).toBe(2);
    });
  });
});

describe('the Content Security Policy of a rendered page', () => {
  it("adds the page's script to script-src and leaves every other directive alone", () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";
    expect(withScriptSource(policy, "'sha256-abc='")).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc=';style-src 'self' 'unsafe-inline'",
    );
  });
});

describe('a server build that cannot be loaded', () => {
  let broken: TestApp | undefined;
  let brokenDist: string;
  afterAll(async () => {
    await broken?.close();
    await rm(brokenDist, { recursive: true, force: true });
  });

  it('leaves the shop running, its pages sent as the client shell', async () => {
    brokenDist = await mkdtemp(join(tmpdir(), 'crumb-ssr-broken-'));
    await mkdir(join(brokenDist, 'server'));
    await writeFile(join(brokenDist, 'index.html'), indexHtml);
    await writeFile(join(brokenDist, 'server', 'entry-server.js'), "throw new Error('A half-written build');");
    broken = await createTestApp({ seed: false, env: { WEB_DIST_DIR: brokenDist } });

    const response = await broken.app.inject({ method: 'GET', url: '/products', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(broken.logs.some((line) => String(line.msg).includes('cannot be used'))).toBe(true);
  });
});
