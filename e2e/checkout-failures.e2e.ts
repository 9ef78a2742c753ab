import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listOrders } from './support/admin-api';
import { browserMissing, DESKTOP, PHONE, useBrowser } from './support/browser';
import { addToCart, fillCustomer, filledText, openShop, shownOrderId, texts } from './support/shopper';

const browser = useBrowser();
const t = texts.en;

/** The API's GraphQL address, queries (GETs with their operation in the address) and mutations alike. */
const isGraphql = (url: URL) => url.pathname === '/graphql';

/** Holds back the order requests: the server seems slow until they are let through. */
async function holdOrders(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route(isGraphql, async (route) => {
    if (route.request().postData()?.includes('PlaceOrder')) held.push(route);
    else await route.continue();
  });
  return held;
}

async function fillCheckout(page: Page, name: string) {
  await openShop(page, 'en', '/products');
  await addToCart(page, 'en', 'Luqaimat Box');
  await page.goto('/checkout');
  await fillCustomer(page, 'en', { name, whatsapp: '+973 3900 5555', address: 'Road 1, Block 2, Muharraq' });
}

describe.skipIf(browserMissing)('checkout when the server is slow or down', () => {
  it('after 10 s without an answer goes to Order Processing!, and sending the order again does not place a second', async () => {
    const customer = 'Patient Shopper';
    const page = await browser.newPage(PHONE);
    // The page's clock runs as usual until the test moves it on, so the 10 s pass at once.
    await page.clock.install();
    const held = await holdOrders(page);
    await fillCheckout(page, customer);

    await page.getByRole('button', { name: t.checkout.placeOrder }).click();
    await page.getByRole('button', { name: t.checkout.placingOrder }).waitFor();
    await expect.poll(() => held.length).toBe(1);
    await page.clock.fastForward(10_000);

    await page.getByText(filledText(t.checkout.orderTimeout, '+973 3600 1234')).first().waitFor();
    await page.clock.fastForward(500);
    await page.getByRole('heading', { level: 1, name: t.confirmation.processing }).waitFor();
    expect(await shownOrderId(page, 'en')).toMatch(/^PENDING-\d+$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage')!).state.items)).toEqual([]);

    // The slow request arrives after all, and the shopper, unsure, orders the same again.
    await held[0]!.continue();
    await expect
      .poll(async () => (await listOrders()).filter((order) => order.customerName === customer).length)
      .toBe(1);
    await page.unrouteAll();
    await fillCheckout(page, customer);
    await page.getByRole('button', { name: t.checkout.placeOrder }).click();
    await page.getByRole('heading', { level: 1, name: t.confirmation.confirmed }).waitFor();

    const orders = (await listOrders()).filter((order) => order.customerName === customer);
    expect(orders).toHaveLength(1);
    expect(await shownOrderId(page, 'en')).toBe(String(orders[0]!.id));
  });

  it('keeps the cart and names the WhatsApp number when the API goes down at the order', async () => {
    const page = await browser.newPage(DESKTOP);
    await fillCheckout(page, 'Offline Shopper');
    await page.route(isGraphql, (route) => route.abort());

    await page.getByRole('button', { name: t.checkout.placeOrder }).click();

    await page.getByText(filledText(t.checkout.orderFailed, '+973 3600 1234')).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage')!).state.items)).toHaveLength(1);
    await page.getByRole('button', { name: t.checkout.placeOrder }).waitFor();
  });

  it('says Invalid voucher code when the API is down', async () => {
    const page = await browser.newPage(PHONE);
    await fillCheckout(page, 'Offline Shopper');
    await page.route(isGraphql, (route) => route.abort());

    await page.getByLabel(t.checkout.voucherCode).fill('SAVE10');
    await page.getByRole('button', { name: t.checkout.apply, exact: true }).click();

    await page.getByRole('alert').filter({ hasText: t.checkout.voucherInvalid }).waitFor();
  });
});

describe.skipIf(browserMissing)('pages with the API down', () => {
  /**
   * Opens a page with /graphql unreachable, skipping the retries' waiting (1 s, 2 s, 4 s). The
   * page arrives as the client shell, as the server sends it when it cannot answer the page's
   * queries either (a server-rendered page would already hold its data).
   */
  async function openOffline(path: string): Promise<Page> {
    const page = await browser.newPage(PHONE);
    await page.clock.install();
    await page.route(isGraphql, (route) => route.abort());
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        await route.fulfill({
          response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }),
        });
      },
    );
    await page.goto(path);
    return page;
  }

  async function skipRetries(page: Page, until: () => Promise<unknown>) {
    for (let step = 0; step < 10; step += 1) {
      if (
        await until().then(
          () => true,
          () => false,
        )
      )
        return;
      await page.clock.fastForward(8_000);
    }
  }

  it('shows Unable to Load Page with Try Again on the home page', async () => {
    const page = await openOffline('/');
    const heading = page.getByRole('heading', { level: 1, name: 'Unable to Load Page' });
    await skipRetries(page, () => heading.waitFor({ timeout: 1000 }));
    await heading.waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
  });

  it('shows Unable to Load Products with the backend hint, Refresh Products and Reload Page', async () => {
    const page = await openOffline('/products');
    const heading = page.getByRole('heading', { name: 'Unable to Load Products' });
    await skipRetries(page, () => heading.waitFor({ timeout: 1000 }));
    await page.getByText('The backend server may not be running.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Refresh Products' }).waitFor();
    await page.getByRole('button', { name: 'Reload Page' }).waitFor();

    // Back online, Refresh Products recovers without reloading.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Refresh Products' }).click();
    await page.getByRole('article', { name: 'Luqaimat Box' }).waitFor();
  });

  it('shows Unable to Load About Page on the About page', async () => {
    const page = await openOffline('/about');
    const heading = page.getByRole('heading', { level: 1, name: 'Unable to Load About Page' });
    await skipRetries(page, () => heading.waitFor({ timeout: 1000 }));
    await heading.waitFor();
  });
});
