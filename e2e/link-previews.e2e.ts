import { beforeAll, describe, expect, inject, it } from 'vitest';
import { texts } from './support/shopper';

/**
 * A shop link shared on WhatsApp, Facebook, Slack or X shows a preview only when the fetcher
 * gets the page with its Open Graph tags. These fetchers (and curl) send Accept: *\/* and run
 * no script: each gets the rendered page, in full, as the real server answers it.
 */
const baseUrl = () => inject('baseUrl');

/** The User-Agent and Accept each fetcher sends (facebookexternalhit also asks for the first 512 kB). */
const FETCHERS = {
  curl: { 'user-agent': 'curl/8.5.0', accept: '*/*' },
  facebook: {
    'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    accept: '*/*',
    'accept-encoding': 'deflate, gzip',
    range: 'bytes=0-524288',
  },
  whatsApp: { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' },
  slack: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', accept: '*/*' },
  twitter: { 'user-agent': 'Twitterbot/1.0', accept: '*/*' },
} as const;

let productNames: string[] = [];
beforeAll(async () => {
  productNames = ((await (await fetch(`${baseUrl()}/api/products`)).json()) as { name: string }[]).map(
    (product) => product.name,
  );
});

/** The content of `<meta property="...">` in the page's head. */
function metaProperty(html: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
}

describe('pages for link previews and curl', () => {
  for (const [fetcher, headers] of Object.entries(FETCHERS)) {
    it(`gives ${fetcher} the rendered page with its Open Graph tags`, async () => {
      for (const path of ['/', '/products', '/about', '/products?category=1']) {
        const response = await fetch(`${baseUrl()}${path}`, { headers });
        const html = await response.text();

        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toContain('text/html');
        expect(html, path).toMatch(/^<!doctype html>/i);
        for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name'])
          expect(metaProperty(html, property), `${path} ${property}`).toBeTruthy();
        expect(metaProperty(html, 'og:image'), path).toMatch(new RegExp(`^${baseUrl()}/`));
        if (path === '/products') for (const name of productNames) expect(html).toContain(name);
      }
    });
  }

  it('gives the picture of the preview as a file the fetcher can show', async () => {
    for (const path of ['/', '/products', '/about']) {
      const html = await (await fetch(`${baseUrl()}${path}`, { headers: FETCHERS.whatsApp })).text();
      const picture = await fetch(metaProperty(html, 'og:image')!, { headers: FETCHERS.whatsApp });

      expect(picture.status, path).toBe(200);
      // The previews show JPEG, PNG, GIF and WebP, not SVG.
      expect(picture.headers.get('content-type'), path).toMatch(/^image\/(jpeg|png|gif|webp)/);
    }
  });

  it('keeps JSON for a client that asks for JSON first', async () => {
    const response = await fetch(`${baseUrl()}/products`, { headers: { accept: 'application/json, text/plain, */*' } });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found: GET /products' });
  });

  it('sends the cart and checkout pages with their heading and a loading status, nothing hidden from assistive technology', async () => {
    for (const [path, title] of [
      ['/cart', texts.en.cart.title],
      ['/checkout', texts.en.checkout.title],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}${path}`, { headers: FETCHERS.curl })).text();
      const main = html.slice(html.indexOf('id="main-content"'));

      expect(main, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(main, path).toContain('role="status"');
      expect(main, path).toContain(texts.en.cart.loadingCart);
      expect(main, path).not.toContain('aria-hidden="true"><');
    }
  });
});
