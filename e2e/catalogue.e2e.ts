import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, PHONE, useBrowser } from './support/browser';
import { startCrumbServer, type CrumbServer } from './support/crumb-server';
import { waitForHydration } from './support/hydration';
import { escapeRegExp, texts } from './support/shopper';

const browser = useBrowser();
const t = texts;

const OWNER = { email: 'catalogue-owner@crumb.test', password: 'catalogue-password' };
// More products than two pages hold, with two that an Arabic search must find however it is spelt.
const KUNAFA = ['كنافة بالجبن', 'كنافة بالقشطة'];
const BOXES = Array.from({ length: 40 }, (_, index) => `Maamoul Box ${index + 1}`);

async function addProducts(server: CrumbServer) {
  const json = { 'content-type': 'application/json' };
  await fetch(`${server.url}/api/auth/create-admin`, { method: 'POST', headers: json, body: JSON.stringify(OWNER) });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(OWNER),
  });
  const { token } = (await login.json()) as { token: string };
  const [category] = (await (await fetch(`${server.url}/api/categories`)).json()) as { id: number }[];
  for (const name of [...KUNAFA, ...BOXES]) {
    const form = new FormData();
    Object.entries({
      name,
      description: `${name}, made this morning`,
      price: '2.5',
      category_id: String(category!.id),
    }).forEach(([field, value]) => form.set(field, value));
    const created = await fetch(`${server.url}/api/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
  }
}

// A shop with a catalogue of several pages, on a phone.
describe.skipIf(browserMissing)('a catalogue of several pages, and its search', () => {
  let server: CrumbServer;

  beforeAll(async () => {
    server = await startCrumbServer();
    await addProducts(server);
  }, 120_000);
  afterAll(async () => server?.stop());

  const cards = (page: Page) => page.getByRole('main').getByRole('article');

  /** A shopper on the About page moves on by the bottom bar: the products page opens in the app. */
  async function tapBottomBarFromAbout(page: Page, link: string) {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: t.en.nav.quickLinks }).getByRole('link', { name: link }).click();
  }

  it('shows 24 products, brings the next ones as the shopper scrolls, and Back returns to the same place', async () => {
    const page = await browser.newPage(PHONE, server.url);
    await page.goto('/products');
    await waitForHydration(page);
    expect(await cards(page).count()).toBe(24);

    // Scrolling to the end asks for the next page without a tap.
    await page.getByRole('link', { name: t.en.products.showMore }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBe(48);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    const card = cards(page).nth(40);
    await card.scrollIntoViewIfNeeded();
    const name = await card.getByRole('heading').textContent();
    const top = await card.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await card.getByRole('link', { name: name! }).click();
    await page.getByRole('heading', { level: 1, name: name! }).waitFor();

    await page.goBack();
    const back = page.getByRole('article', { name: name! });
    await back.waitFor();
    expect(await cards(page).count()).toBe(48);
    await expect
      .poll(() => back.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeCloseTo(top, -1);
  });

  it('finds the kunafa trays as the shopper types كنافه from the bottom bar, and keeps them in a shared address', async () => {
    const page = await browser.newPage(PHONE, server.url);
    await tapBottomBarFromAbout(page, t.en.nav.search);
    const field = page.getByRole('searchbox', { name: t.en.products.searchLabel });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('كنافه', { delay: 60 });

    for (const name of KUNAFA) await page.getByRole('article', { name }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('كنافه');

    // The address, opened by someone else without the page script, shows the same products.
    const shared = await browser.newPage(PHONE, server.url, { javaScriptEnabled: false });
    await shared.goto(page.url());
    for (const name of KUNAFA) expect(await shared.getByRole('article', { name }).count()).toBe(1);
    expect(await shared.getByRole('searchbox').inputValue()).toBe('كنافه');
    // Search engines may follow a search's links but not list its endless addresses.
    const robots = 'meta[name="robots"]';
    expect(await shared.locator(robots).getAttribute('content')).toBe('noindex, follow');
    expect(await page.locator(robots).getAttribute('content')).toBe('noindex, follow');
  });

  it('asks for the words alone while the shopper types, on a slow phone too', async () => {
    const page = await browser.newPage(PHONE, server.url);
    // A phone's processor, several times slower than this machine's: the address changes while
    // the page is still rendering, where a search could ask for the words and the whole
    // catalogue by turns.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await tapBottomBarFromAbout(page, t.en.nav.shop);
    const field = page.getByRole('searchbox', { name: t.en.products.searchLabel });
    await field.waitFor();
    await page.waitForLoadState('networkidle');

    const asked: (string | undefined)[] = [];
    page.on('request', (request) => {
      const address = new URL(request.url());
      if (address.searchParams.get('operationName') !== 'CatalogProductPage') return;
      asked.push((JSON.parse(address.searchParams.get('variables') ?? '{}') as { q?: string }).q);
    });
    await field.pressSequentially('Maamoul', { delay: 100 });
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Maamoul');
    const found = new RegExp(escapeRegExp(t.en.products.resultCount_other).replace('\\{\\{count\\}\\}', '\\d+'));
    await page.getByText(found).waitFor();
    await page.waitForLoadState('networkidle');

    expect(asked.length).toBeGreaterThan(0);
    // A pause within the word may ask for its first letters; never for the list without them.
    expect(asked.filter((words) => words === undefined || !'Maamoul'.startsWith(words))).toEqual([]);
  });

  it('searches with a tap on the search button without the page script', async () => {
    const page = await browser.newPage(PHONE, server.url, { javaScriptEnabled: false });
    await page.goto('/products');
    await page.getByRole('searchbox', { name: t.en.products.searchLabel }).fill('كنافه');
    await page.getByRole('search').getByRole('button', { name: t.en.products.searchButton }).tap();
    await page.waitForURL(/[?&]q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('كنافه');
    for (const name of KUNAFA) expect(await page.getByRole('article', { name }).count()).toBe(1);
  });

  it('pages with plain links without the page script', async () => {
    const page = await browser.newPage(PHONE, server.url, { javaScriptEnabled: false });
    await page.goto('/products');
    expect(await cards(page).count()).toBe(24);

    await page.getByRole('link', { name: t.en.products.showMore }).click();
    await page.waitForURL(/page=2/);
    expect(await cards(page).count()).toBe(24);
    expect(await page.getByRole('link', { name: t.en.products.showEarlier }).getAttribute('href')).toBe('/products');
  });
});
