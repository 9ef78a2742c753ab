import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '@crumb/shared/shop-time';
import { openSchedule } from '../api/src/delivery/delivery-schedule-testing';
import { browserMissing, LAPTOP, PHONE, useBrowser } from './support/browser';
import { startCrumbServer, type CrumbServer } from './support/crumb-server';
import { fixedClockEnv, hasFixedClock, LIBFAKETIME } from './support/fixed-clock';
import { waitForHydration } from './support/hydration';
import { openAsOwner, ownerTexts } from './support/owner';
import { compareWithBaseline } from './support/screenshot-baseline';
import { addToCart, demoProductName, fillCustomer, openShop, texts } from './support/shopper';
import { waitForQuietNetwork } from './support/quiet-network';

// The key screens compared with reviewed pictures (e2e/baselines): the storefront's home,
// products, About, a product's page, cart, checkout and confirmation, and the back office's dashboard, products,
// orders and To bake, in English and Arabic, on a phone and a laptop. The shop is a fresh demo
// bakery on a server whose clock stands at one instant, the browser's clock at the same one, so
// dates, "today" and order numbers are the same on every run. `npm run baselines:accept` takes
// new pictures; look at every one that changed before committing it.

/** Thursday 26 November 2026, noon in Bahrain. */
const SHOP_TIME = new Date('2026-11-26T09:00:00Z');
/** The day after: the To bake list the owner prints the evening before. */
const TOMORROW = '2026-11-27';

const DEVICES = { phone: PHONE, laptop: LAPTOP } as const;
type DeviceName = keyof typeof DEVICES;
const VIEWS = (['phone', 'laptop'] as const).flatMap((device) =>
  (['en', 'ar'] as const).map((language) => ({ device, language })),
);

// Without libfaketime the pictures cannot be compared: skipped with a warning, but never in CI.
if (!hasFixedClock) {
  const message = `No libfaketime at ${LIBFAKETIME}: install it with 'apt-get install -y faketime'.`;
  if (process.env.CI) throw new Error(message);
  console.warn(`\n*** ${message} The screenshot comparisons are SKIPPED. ***\n`);
}

const browser = useBrowser();
let server: CrumbServer;
let ownerToken: string;
const problems: string[] = [];

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(ownerToken ? { authorization: `Bearer ${ownerToken}` } : {}),
      ...init.headers,
    },
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function newPage(device: DeviceName): Promise<Page> {
  const page = await browser.newPage(DEVICES[device], server.url, { timezoneId: SHOP_TIME_ZONE, locale: 'en-US' });
  await page.clock.setFixedTime(SHOP_TIME);
  return page;
}

/** Waits until the page is hydrated, the network quiet and every picture in view has arrived. */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await waitForQuietNetwork(page);
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      })
      .every((image) => image.complete),
  );
}

async function expectLike(page: Page, name: string): Promise<void> {
  await settled(page);
  const { problem } = await compareWithBaseline(page, name);
  if (problem) problems.push(problem);
}

describe.skipIf(browserMissing || !hasFixedClock)('the key screens look as reviewed', () => {
  beforeAll(async () => {
    server = await startCrumbServer({ env: fixedClockEnv(SHOP_TIME) });
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('the storefront', () => {
    it.each(VIEWS)(
      'on a $device in $language: home, products, About, a product, cart, checkout and confirmation',
      async ({ device, language }) => {
        const t = texts[language];
        const name = (screen: string) => `${screen}-${language}-${device}`;
        const page = await newPage(device);

        await openShop(page, language, '/');
        await expectLike(page, name('home'));
        await page.goto('/products');
        await expectLike(page, name('products'));
        await page.goto('/about');
        await expectLike(page, name('about'));
        // The demo's cake sold in sizes, with add-ons and a message.
        const cake = (await api<{ id: number; name: string }[]>('/products')).find(
          (product) => product.name === 'Pistachio Rose Cake',
        )!;
        await page.goto(`/products/${cake.id}`);
        await expectLike(page, name('product'));

        await page.goto('/products');
        await waitForHydration(page);
        await addToCart(page, language, demoProductName('Chocolate Fudge Cake', language), 2);
        await addToCart(page, language, demoProductName('Saffron Kunafa Tray', language));
        await page.goto('/cart');
        await expectLike(page, name('cart'));

        await page.getByRole('link', { name: t.cart.proceedToCheckout }).click();
        await page.waitForURL('**/checkout');
        await expectLike(page, name('checkout'));

        await fillCustomer(page, language, {
          name: 'Fatima Hassan',
          whatsapp: '+973 3900 1234',
          address: 'Flat 12, Building 1021, Road 3803, Block 338, Adliya',
        });
        await page.getByRole('button', { name: t.checkout.placeOrder }).click();
        await page.waitForURL('**/order-confirmation');
        await page.getByRole('heading', { level: 1, name: t.confirmation.confirmed }).waitFor();
        // The 'Order placed' notice goes by itself after a few seconds: closed, so no picture catches it half-way.
        await page.getByRole('listitem').getByRole('button', { name: t.common.close }).click();
        await page.getByRole('listitem').getByRole('button', { name: t.common.close }).waitFor({ state: 'detached' });
        await expectLike(page, name('confirmation'));
      },
    );
  });

  describe('the back office', () => {
    beforeAll(async () => {
      await api('/auth/create-admin', {
        method: 'POST',
        body: JSON.stringify({ email: 'baker@crumb.test', password: 'screenshot-owner' }),
      });
      ownerToken = (
        await api<{ token: string }>('/auth/login', {
          method: 'POST',
          body: JSON.stringify({ email: 'baker@crumb.test', password: 'screenshot-owner' }),
        })
      ).token;
      // Two delivery windows, and tomorrow's cakes in both, for a To bake list with something on it.
      await api('/delivery-schedule', {
        method: 'PUT',
        body: JSON.stringify(
          openSchedule(
            [
              { id: 'morning', start: '09:00', end: '12:00', capacity: 10 },
              { id: 'evening', start: '16:00', end: '20:00', capacity: 10 },
            ],
            { leadTimeHours: 4, cutoffTime: '20:00' },
          ),
        ),
      });
      const products = await api<Array<{ id: number; name: string }>>('/products');
      const idOf = (english: string) => products.find((product) => product.name === english)!.id;
      const orders = [
        {
          customerName: 'Maryam Ali',
          window: 'morning',
          items: [{ productId: idOf('Chocolate Fudge Cake'), quantity: 1 }],
        },
        {
          customerName: 'Noor Ahmed',
          window: 'evening',
          items: [{ productId: idOf('Strawberry Cream Cake'), quantity: 2 }],
        },
        {
          customerName: 'Hessa Saleh',
          window: 'evening',
          items: [
            { productId: idOf('Chocolate Fudge Cake'), quantity: 1 },
            { productId: idOf('Saffron Kunafa Tray'), quantity: 1 },
          ],
        },
      ];
      for (const [index, order] of orders.entries()) {
        await api('/orders', {
          method: 'POST',
          body: JSON.stringify({
            customerName: order.customerName,
            whatsapp: `+973 3600 10${index}0`,
            address: `House ${index + 4}, Road 2404, Block 924, Riffa`,
            paymentMethod: 'cash',
            items: order.items,
            deliveryDate: TOMORROW,
            deliveryWindow: order.window,
          }),
        });
      }
    });

    it.each(VIEWS)(
      'on a $device in $language: dashboard, products, orders and To bake',
      async ({ device, language }) => {
        const name = (screen: string) => `admin-${screen}-${language}-${device}`;
        const page = await newPage(device);

        await openAsOwner(page, ownerToken, language, '/admin');
        await expectLike(page, name('dashboard'));
        await page.goto('/admin/products');
        await expectLike(page, name('products'));
        // The orders pages say they are live once the stream answers: pictured then, never while connecting.
        const live = () => page.getByText(ownerTexts[language].adminLiveOrders.live, { exact: true }).waitFor();
        await page.goto('/admin/orders');
        await live();
        await expectLike(page, name('orders'));
        await page.goto('/admin/orders/bake');
        await waitForHydration(page);
        await live();
        await page.getByRole('button', { name: ownerTexts[language].adminToBake.tomorrow }).click();
        await expectLike(page, name('to-bake'));
      },
    );
  });

  it('and every one matched its baseline', () => {
    expect(problems).toEqual([]);
  });
});
