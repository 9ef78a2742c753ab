import { request as httpRequest } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserMissing, DESKTOP, PHONE, useBrowser, type Device } from './support/browser';
import { waitForHydration } from './support/hydration';
import { storeCart, type Language } from './support/shopper';

// What a storefront page costs a shopper's phone before their first tap, held to a budget on
// every run: these figures depend on the code alone, so a dependency or a page that grows past
// one fails the run, naming the page and the numbers. Times are the benchmark's
// (docs/benchmarks.md), never a test's.
//
// JavaScript is counted as a browser on the shop's HTTPS address receives it: each script the
// page asked for until it was hydrated and quiet (what loads on idle included), at its size as
// sent with brotli (Chromium asks plain-HTTP test servers for gzip only), in kB of 1000 bytes.

interface ScriptBudget {
  /** Brotli kB of JavaScript, at most. */
  kb: number;
  /** Script requests, at most. */
  requests: number;
}

/**
 * Per page, the most any screen (phone, desktop) and language may load. Lower a figure when a
 * page sheds code; raising one is a decision, written down beside the figures in docs/benchmarks.md.
 */
const SCRIPT_BUDGETS: Record<string, ScriptBudget> = {
  '/': { kb: 201, requests: 6 },
  '/products': { kb: 201, requests: 6 },
  'a product': { kb: 200, requests: 6 },
  '/about': { kb: 200, requests: 6 },
  '/cart': { kb: 200, requests: 6 },
  '/checkout': { kb: 212, requests: 6 },
};

/** The catalogue page's HTML with the demo's products: as parsed, and as sent with brotli (kB). */
const PRODUCTS_HTML_BUDGET = { kb: 54, brotliKb: 11 };

const browser = useBrowser();
const baseUrl = () => inject('baseUrl');

/** The bytes of `path` as the shop sends them to a client accepting `encoding`. */
function sentSize(path: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl()}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => resolve(size));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const kb = (bytes: number) => bytes / 1000;
const SCREENS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** The page of the demo's cake with sizes, add-ons and a message. */
async function productPath(): Promise<string> {
  const products = (await (await fetch(`${baseUrl()}/api/products`)).json()) as { id: number; name: string }[];
  return `/products/${products.find((product) => product.name === 'Pistachio Rose Cake')!.id}`;
}

/** The scripts a page asks for from its first byte until it is hydrated and its network quiet. */
async function scriptsOf(device: Device, language: Language, path: string): Promise<string[]> {
  const page: Page = await browser.newPage(device);
  await page.context().addCookies([{ name: 'language', value: language, url: baseUrl() }]);
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  // A line in the cart: the cart and the checkout show it, as a shopper reaches them.
  await storeCart(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.close();
  return scripts;
}

describe.skipIf(browserMissing)('the storefront’s budgets', () => {
  for (const [name, budget] of Object.entries(SCRIPT_BUDGETS)) {
    it(`keeps ${name}’s JavaScript within ${budget.kb} kB in ${budget.requests} requests, on phones and desktops, in English and Arabic`, async () => {
      const path = name === 'a product' ? await productPath() : name;
      // The four loads at once: the figures are bytes and requests, which sharing the machine leaves alone.
      const figures = await Promise.all(
        SCREENS.flatMap(([screen, device]) =>
          (['en', 'ar'] as const).map(async (language) => {
            const scripts = await scriptsOf(device, language, path);
            const sizes = await Promise.all(scripts.map((script) => sentSize(script, 'br')));
            const kbSent = kb(sizes.reduce((sum, size) => sum + size, 0));
            const figure = `${name} (${screen}, ${language}): ${kbSent.toFixed(1)} kB of JavaScript in ${scripts.length} requests`;
            const over = kbSent > budget.kb || scripts.length > budget.requests;
            return { figure, over };
          }),
        ),
      );
      console.log(figures.map(({ figure }) => figure).join('\n'));
      const overruns = figures
        .filter(({ over }) => over)
        .map(({ figure }) => `${figure}; budget ${budget.kb} kB in ${budget.requests}`);
      expect(overruns, 'over the JavaScript budget').toEqual([]);
    });
  }

  it('keeps the catalogue page’s HTML within its bytes', async () => {
    const parsed = kb(await sentSize('/products', 'identity'));
    const sent = kb(await sentSize('/products', 'br'));
    console.log(`/products HTML: ${parsed.toFixed(1)} kB, ${sent.toFixed(1)} kB with brotli`);
    expect(
      parsed <= PRODUCTS_HTML_BUDGET.kb && sent <= PRODUCTS_HTML_BUDGET.brotliKb,
      `/products HTML: ${parsed.toFixed(1)} kB (budget ${PRODUCTS_HTML_BUDGET.kb}), ${sent.toFixed(1)} kB with brotli (budget ${PRODUCTS_HTML_BUDGET.brotliKb})`,
    ).toBe(true);
  });
});
