import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { violations, withViolations } from './support/axe';
import { browserMissing, DESKTOP, PHONE, useBrowser } from './support/browser';
import { waitForHydration } from './support/hydration';
import { texts, type Language } from './support/shopper';

const browser = useBrowser();

const cart = {
  state: {
    items: [
      {
        id: '1',
        name: 'Chocolate Fudge Cake',
        price: 12.5,
        image: '/uploads/demo/chocolate-fudge-cake.svg',
        quantity: 2,
      },
      { id: '10', name: 'Luqaimat Box', price: 2.5, image: null, quantity: 1 },
    ],
  },
  version: 0,
};

/** The storefront's routes, each with what must be on screen before it is scanned. */
const routes = [
  { path: '/', ready: (page: Page) => page.locator('#home-categories-title').waitFor() },
  { path: '/products', ready: (page: Page) => page.getByRole('article').first().waitFor() },
  { path: '/cart', ready: (page: Page) => page.getByRole('list').first().waitFor() },
  { path: '/checkout', ready: (page: Page) => page.locator('form').waitFor() },
  { path: '/order-confirmation', ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/orders/lookup', ready: (page: Page) => page.locator('form').waitFor() },
  { path: '/about', ready: (page: Page) => page.locator('#about-contact').waitFor() },
  { path: '/no-such-page', ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor() },
];

async function shopperPage(device: typeof PHONE | typeof DESKTOP, language: Language): Promise<Page> {
  const page = await browser.newPage(device);
  await page.addInitScript(
    ([chosen, storedCart]) => {
      localStorage.setItem('language', chosen);
      localStorage.setItem('cart-storage', storedCart);
    },
    [language, JSON.stringify(cart)] as const,
  );
  // The 404 page logs the unknown route on purpose.
  page.on('console', () => undefined);
  return page;
}

const screens = [
  { device: 'phone', options: PHONE },
  { device: 'desktop', options: DESKTOP },
] as const;
const languages: Language[] = ['en', 'ar'];

// One scan at a time: side by side they starved each other on two cores against the embedded
// database (a pool of one connection), and ran past their time.
describe.skipIf(browserMissing)('accessibility: axe-core WCAG 2.2 AA on every storefront route', () => {
  for (const language of languages) {
    for (const { device, options } of screens) {
      it(`has no violations in ${language} on a ${device}`, { timeout: 180_000 }, async ({ expect }) => {
        const page = await shopperPage(options, language);
        const found: Record<string, unknown[]> = {};
        for (const route of routes) {
          await page.goto(route.path);
          await route.ready(page);
          found[route.path] = await violations(page);
        }
        expect(withViolations(found)).toEqual({});
      });
    }

    it(
      `has no violations in the open menu, the login dialog, a toast and the confirmed order, in ${language}`,
      { timeout: 180_000 },
      async ({ expect }) => {
        const t = texts[language];
        const found: Record<string, unknown[]> = {};
        const phone = await shopperPage(PHONE, language);
        await phone.goto('/products');
        await waitForHydration(phone);
        await phone.getByRole('button', { name: t.nav.openMenu }).click();
        await phone.getByRole('dialog').waitFor();
        found.menu = await violations(phone);

        const desktop = await shopperPage(DESKTOP, language);
        await desktop.goto('/products');
        await waitForHydration(desktop);
        await desktop.getByRole('article').first().getByRole('button', { name: t.products.addToCart }).click();
        await desktop.getByRole('status').filter({ hasText: t.shop.viewCart }).first().waitFor();
        found.toast = await violations(desktop);

        await desktop.getByRole('button', { name: t.auth.adminLogin }).click();
        await desktop.getByRole('dialog').waitFor();
        found.loginDialog = await violations(desktop);

        // The confirmation with an order, as checkout leaves it (React Router keeps it in history.state).
        await desktop.goto('/order-confirmation');
        await desktop.evaluate(() =>
          history.replaceState(
            {
              usr: {
                orderId: '7',
                total: 26.75,
                paymentMethod: 'cash',
                customerName: 'Fatima',
                whatsapp: '+973 3900 1234',
              },
              key: 'a11y',
              idx: 0,
            },
            '',
          ),
        );
        await desktop.reload();
        await desktop.getByRole('heading', { level: 1, name: t.confirmation.confirmed }).waitFor();
        found.confirmedOrder = await violations(desktop);

        expect(withViolations(found)).toEqual({});
      },
    );
  }
});
