import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminToken } from './support/admin-api';
import { browserMissing, DESKTOP, PHONE, useBrowser, type Device } from './support/browser';
import { waitForHydration } from './support/hydration';
import { pageLanguage, price, storeCart, texts } from './support/shopper';

/**
 * Storefront pages come rendered from the server, in the shopper's language from the
 * first byte, and the browser takes them over (hydrates) without React finding anything to
 * correct and without asking GraphQL again for what the page already holds.
 */
const baseUrl = () => inject('baseUrl');

async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function graphqlAsOwner(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

describe('server-rendered HTML (curl -H "accept: text/html")', () => {
  it("shows the products' names and prices on /products", async () => {
    const { status, html } = await fetchPage('/products');

    expect(status).toBe(200);
    for (const name of ['Chocolate Fudge Cake', 'Luqaimat Box']) expect(html).toContain(name);
    expect(html).toContain(price(12.5, 'en'));
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/i);
  });

  it('is Arabic and right to left from the first byte for a shopper whose language cookie says so', async () => {
    const { html } = await fetchPage('/products', { cookie: 'language=ar' });

    expect(html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/i);
    expect(html).toContain(texts.ar.products.allCategories);
    expect(html).toContain(price(12.5, 'ar'));
    expect(html).not.toContain(texts.en.products.allCategories);
  });

  it('renders ?lang=ar in Arabic too: the address search engines get for the Arabic page', async () => {
    const { html } = await fetchPage('/about?lang=ar');
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('renders pages asked for at the same time each in its own language', async () => {
    const languages = ['ar', 'en', 'ar', 'en', 'ar', 'en'] as const;
    const pages = await Promise.all(
      languages.map((language, index) => fetchPage(`/products?at=${index}`, { cookie: `language=${language}` })),
    );

    pages.forEach(({ html }, index) => {
      const language = languages[index]!;
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(texts[language].products.allCategories);
    });
  });

  it('answers an unknown address with the not-found page and status 404, kept out of search results', async () => {
    const { status, html } = await fetchPage('/no-such-page');

    expect(status).toBe(404);
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('gives each storefront page its title, description, canonical address, language alternates and Open Graph tags', async () => {
    for (const path of ['/', '/products', '/about', '/cart']) {
      const { html } = await fetchPage(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const address = `${baseUrl()}${path}`;
      expect(head, path).toMatch(/<title>[^<]+<\/title>/);
      expect(head.match(/<title>/g), path).toHaveLength(1);
      expect(head.match(/<meta name="description"/g), path).toHaveLength(1);
      expect(head, path).toContain(`<link rel="canonical" href="${address}"/>`);
      expect(head, path).toContain(`<link rel="alternate" hrefLang="en" href="${address}?lang=en"/>`);
      expect(head, path).toContain(`<link rel="alternate" hrefLang="ar" href="${address}?lang=ar"/>`);
      expect(head, path).toContain(`<link rel="alternate" hrefLang="x-default" href="${address}"/>`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type'])
        expect(head, path).toContain(`<meta property="${property}"`);
      expect(head, path).toMatch(new RegExp(`<meta property="og:image" content="${baseUrl()}/[^"]+"/>`));
      expect(head, path).toContain('<meta property="og:locale" content="en_US"/>');
    }
    const arabic = await fetchPage('/products?lang=ar');
    expect(arabic.html).toContain('<meta property="og:locale" content="ar_BH"/>');
    expect(arabic.html).toContain(`<link rel="canonical" href="${baseUrl()}/products?lang=ar"/>`);
    expect(arabic.html).toContain(`<meta property="og:url" content="${baseUrl()}/products?lang=ar"/>`);
  });

  it('describes the listed products as schema.org Products in JSON-LD: name, picture, price in BHD, in stock', async () => {
    const { html } = await fetchPage('/products');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const list = JSON.parse(json!) as {
      '@type': string;
      itemListElement: { item: Record<string, unknown> & { offers: Record<string, unknown> } }[];
    };

    expect(list['@type']).toBe('ItemList');
    const cake = list.itemListElement.map((entry) => entry.item).find((item) => item.name === 'Chocolate Fudge Cake');
    expect(cake).toMatchObject({
      '@type': 'Product',
      offers: { price: '12.500', priceCurrency: 'BHD', availability: 'https://schema.org/InStock' },
    });
    expect(String(cake!.image)).toMatch(new RegExp(`^${baseUrl()}/`));
    // Nothing in the data can close the element early.
    expect(json).not.toContain('<');
  });

  it('runs no inline script but the theme script and the script loader, which the Content Security Policy allows by their hashes', async () => {
    const { headers, html } = await fetchPage('/');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!))
      .map(([, , body]) => body!);

    expect(inline).toHaveLength(2);
    for (const script of inline) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    }
  });

  describe('page cache', () => {
    let restore: (() => Promise<unknown>) | undefined;
    afterAll(async () => restore?.());

    it("shows an owner's product change on the next request", async () => {
      const before = await fetchPage('/products');
      expect(before.html).toContain('Chocolate Fudge Cake');
      const { products } = (await graphqlAsOwner('{ products { id name description } }')) as {
        products: { id: string; name: string; description: string }[];
      };
      const cake = products.find((product) => product.name === 'Chocolate Fudge Cake')!;
      const update =
        'mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }';
      restore = () => graphqlAsOwner(update, { id: cake.id, input: { description: cake.description } });
      await graphqlAsOwner(update, { id: cake.id, input: { description: 'Now with a salted caramel layer.' } });

      const after = await fetchPage('/products');
      expect(after.html).toContain('Now with a salted caramel layer.');
    });
  });
});

/** Everything React reports while hydrating: warnings in development, errors #418, #423, #425 in production. */
function watchHydration(page: Page) {
  const problems: string[] = [];
  const graphqlRequests: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const hydration = /hydrat|did not match|recoverable|Minified React error #(418|423|425)/i.test(text);
    // The browser logs the 404 status of the not-found page itself: that one is the point.
    const notFoundStatus =
      message.type() === 'error' && /status of 404/.test(text) && page.url().endsWith('/no-such-page');
    if (hydration || (message.type() === 'error' && !notFoundStatus)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Queries come as GETs naming their operation in the address, mutations as POSTs in the body.
    if (url.pathname === '/graphql') {
      const body = request.postData();
      graphqlRequests.push(
        body
          ? (JSON.parse(body) as { operationName: string }).operationName
          : (url.searchParams.get('operationName') ?? ''),
      );
    }
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return { problems, graphqlRequests, scripts };
}

const browser = useBrowser();

/** Opens a path and waits until React has taken it over, watching the page from its first byte. */
async function openHydrated(page: Page, path: string) {
  const watched = watchHydration(page);
  const response = await page.goto(path);
  await waitForHydration(page);
  return { watched, response };
}

/** A page whose language cookie, and local storage when `stored` is given, name a language before it opens. */
async function pageInLanguage(device: Device, cookie: 'en' | 'ar', stored?: 'en' | 'ar') {
  const page = await browser.newPage(device);
  await page.context().addCookies([{ name: 'language', value: cookie, url: baseUrl() }]);
  if (stored) await page.addInitScript((language) => localStorage.setItem('language', language), stored);
  return page;
}
const storefrontPages = [
  '/',
  '/products',
  '/products?category=3',
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/orders/lookup',
  '/about',
  '/no-such-page',
];
/**
 * What a page may ask once hydrated, because the server cannot answer it for this shopper:
 * whether the stored cart's products are still for sale where the cart shows, since
 * the cart lives in local storage; and on checkout the delivery days with their places left,
 * asked fresh at every visit since a window may fill up while the page is open, and the delivery
 * areas and pickup terms, asked fresh too since their fees are what the order will be charged.
 */
const askedAfterHydration: Record<string, string[]> = {
  '/cart': ['CartAvailability'],
  '/checkout': ['CartAvailability', 'CheckoutDeliveryAreas', 'CheckoutDeliveryDays'],
};

describe.skipIf(browserMissing)('hydration in Chromium', () => {
  for (const [deviceName, device] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`takes over every storefront page on ${deviceName} without a hydration error and without asking GraphQL again`, async () => {
      // A product's page too: the demo's cake with sizes, add-ons and a message.
      const products = (await (await fetch(`${baseUrl()}/api/products`)).json()) as { id: number; name: string }[];
      const cake = products.find((product) => product.name === 'Pistachio Rose Cake')!;
      for (const path of [...storefrontPages, `/products/${cake.id}`]) {
        const page = await browser.newPage(device);
        await storeCart(page);
        const { watched } = await openHydrated(page, path);

        expect(watched.problems, path).toEqual([]);
        // Nothing the server rendered is asked again; only what askedAfterHydration names.
        expect([...watched.graphqlRequests].sort(), path).toEqual(askedAfterHydration[path] ?? []);
        expect(watched.scripts.length, path).toBeLessThanOrEqual(6);
        await page.close();
      }
    });
  }

  it('shows what only the browser knows once hydrated: the stored cart', async () => {
    const page = await browser.newPage(DESKTOP);
    await storeCart(page);
    const { watched } = await openHydrated(page, '/cart');

    await page.getByRole('list', { name: texts.en.shop.cartLines }).getByText('Chocolate Fudge Cake').waitFor();
    await page.getByRole('banner').getByText('2', { exact: true }).waitFor();
    expect(watched.problems).toEqual([]);
  });

  it('serves Arabic right to left in the first byte to a shopper who chose it, and keeps it after hydration', async () => {
    const page = await pageInLanguage(PHONE, 'ar', 'ar');
    const { watched, response } = await openHydrated(page, '/products');

    expect(await response!.text()).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/i);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await page.getByRole('button', { name: texts.ar.products.allCategories }).waitFor();
    expect(watched.problems).toEqual([]);
  });

  it('keeps the rendered Arabic, and stores it, when the cookie says Arabic and local storage holds no choice', async () => {
    const page = await pageInLanguage(PHONE, 'ar');
    const { watched } = await openHydrated(page, '/products');

    await page.getByRole('button', { name: texts.ar.products.allCategories }).waitFor();
    expect(await pageLanguage(page)).toEqual(['ar', 'rtl', 'ar']);
    expect(watched.problems).toEqual([]);
  });

  it('renders the page again in the language in local storage when the cookie disagrees, with the owner texts asked in it: storage is the source', async () => {
    const page = await pageInLanguage(DESKTOP, 'ar', 'en');
    const { watched } = await openHydrated(page, '/products');

    await page.getByRole('button', { name: texts.en.products.allCategories }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('en');
    expect(watched.problems).toEqual([]);
    // The server's answers held the owner's texts in Arabic: the page asked for them in English.
    await page.getByRole('article', { name: 'Chocolate Fudge Cake' }).waitFor();
    expect(watched.graphqlRequests).toContain('CatalogProductPage');
  });

  it('mirrors the stored language into the cookie the server reads, when the shopper switches', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('link', { name: /العربية/ }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');

    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'language');
    expect(cookie).toMatchObject({ value: 'ar', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 60 * 60);
    const reloaded = await page.goto('/about');
    expect(await reloaded!.text()).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it("asks for its scripts only once the page's main picture has loaded, or at once when the shopper touches it", async () => {
    for (const touch of [false, true]) {
      const page = await browser.newPage(PHONE);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      // Every picture is held back, the hero among them: the one the home page fetches at high
      // priority (whichever file the owner's settings name for it at this point of the run).
      let releasePicture = () => {};
      const pictureHeld = new Promise<void>((resolve) => (releasePicture = resolve));
      await page.route(/\/uploads\//, async (route) => {
        await pictureHeld;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('img[fetchpriority="high"]').count(), 'the main picture').toBeGreaterThan(0);
      await page.waitForTimeout(500);
      expect(scripts, 'while the picture loads').toEqual([]);

      if (touch) await page.touchscreen.tap(5, 400);
      else releasePicture();
      await expect.poll(() => scripts.length).toBeGreaterThan(0);
      releasePicture();
      await waitForHydration(page);
      await page.close();
    }
  });

  it("paints the owner's stored theme before any of the app's code runs", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.addInitScript(() =>
      localStorage.setItem('adminTheme', JSON.stringify({ name: 'Forest Green', colors: { primary: '142 60% 28%' } })),
    );
    // Without the app's scripts only the inline theme script can have painted it.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');

    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim()),
    ).toBe('142 60% 28%');
  });

  it('reports a page whose HTML differs from what the browser renders (so the checks above can fail)', async () => {
    const page = await browser.newPage(DESKTOP);
    // The error this page must raise is the point here, not a failure of the test.
    page.removeAllListeners('pageerror');
    await page.route(/\/products$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('>Our Products</h1>', '>Our Produkts</h1>');
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-encoding': 'identity' } });
    });
    const { watched } = await openHydrated(page, '/products');

    expect(watched.problems.join('\n')).toMatch(/#418|hydrat/i);
  });
});
