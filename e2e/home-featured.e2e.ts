import { describe, expect, inject, it } from 'vitest';
import homeAr from '../web/src/home/locales/ar.json';
import homeEn from '../web/src/home/locales/en.json';
import { browserMissing, LAPTOP, PHONE, useBrowser } from './support/browser';
import { cartLink, filledText, openShop, texts } from './support/shopper';

const browser = useBrowser();
const baseUrl = () => inject('baseUrl');

interface ApiProduct {
  id: number;
  name: string;
  featured: boolean;
}

/** The demo bakery's featured products, as the catalogue lists them. */
async function featuredNames(): Promise<string[]> {
  const products = (await (await fetch(`${baseUrl()}/api/products`)).json()) as ApiProduct[];
  return products.filter((product) => product.featured).map((product) => product.name);
}

// The spec's shoppers "browse categories and featured products": the owner's Featured tick shows
// them on the home page, under the categories, in the server's HTML and with add to cart.
describe('featured products on the home page', () => {
  it('come in the server-rendered HTML, under the categories, in either language', async () => {
    const names = await featuredNames();
    expect(names.length).toBeGreaterThan(0);

    const html = await (await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } })).text();
    const section = html.slice(html.indexOf('id="home-featured-title"'));
    expect(html.indexOf('id="home-categories-title"')).toBeGreaterThan(0);
    expect(html.indexOf('id="home-featured-title"')).toBeGreaterThan(html.indexOf('id="home-categories-title"'));
    expect(section).toContain(homeEn.home.featuredTitle.replace("'", '&#x27;'));
    for (const name of names) expect(section).toContain(name);
    expect(section).toContain(texts.en.products.addToCart);

    const arabic = await (await fetch(`${baseUrl()}/?lang=ar`, { headers: { accept: 'text/html' } })).text();
    expect(arabic).toContain(homeAr.home.featuredTitle);
  });

  describe.skipIf(browserMissing)('in Chromium', () => {
    it('shows them without JavaScript, and adds one to the cart once the page runs', async () => {
      const [first] = await featuredNames();

      const still = await browser.newPage(LAPTOP, undefined, { javaScriptEnabled: false });
      await still.goto('/');
      const staticSection = still.getByRole('region', { name: homeEn.home.featuredTitle });
      await staticSection.getByRole('article', { name: first }).waitFor();

      const page = await browser.newPage(PHONE);
      await openShop(page, 'en');
      const section = page.getByRole('region', { name: homeEn.home.featuredTitle });
      const card = section.getByRole('article', { name: first });
      await card.getByRole('button', { name: texts.en.products.addToCart }).click();
      await page.getByText(filledText(texts.en.products.addedToCart, first!)).first().waitFor();
      const stored = () =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem('cart-storage') ?? '{}') as { state?: { items?: unknown[] } },
        );
      await expect.poll(async () => (await stored()).state?.items?.length).toBe(1);
      await cartLink(page, 'en', true).getByText('1', { exact: true }).waitFor();
    });
  });
});
