import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken } from './support/admin-api';
import { browserMissing, DESKTOP, PHONE, useBrowser } from './support/browser';
import { openAsOwner } from './support/owner';
import { addToCart, openShop } from './support/shopper';
import { waitForQuietNetwork } from './support/quiet-network';

const browser = useBrowser();

/** Words only the back office's code holds: an admin operation and an admin page title. */
const ADMIN_MARKERS = ['AdminUpdateOrderStatus', 'Manage Products'];

/** The address of every script the page fetches from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** Whether any of the scripts holds back-office code (read again from the server: a page that navigated away has dropped their bodies). */
async function holdsAdminCode(scripts: string[]): Promise<boolean> {
  const texts = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
  return texts.some((text) => ADMIN_MARKERS.some((marker) => text.includes(marker)));
}

describe.skipIf(browserMissing)(
  'the back office is split from the storefront (DESIGN: a shopper never downloads it)',
  () => {
    it('is not fetched by a shopper going through every storefront page on a phone', async () => {
      const page = await browser.newPage(PHONE);
      const scripts = recordScripts(page);
      await openShop(page, 'en', '/');
      for (const path of ['/products', '/about', '/cart']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
      await page.goto('/products');
      await addToCart(page, 'en', 'Luqaimat Box');
      await page.goto('/checkout');
      await page.locator('form').waitFor();
      await waitForQuietNetwork(page);

      expect(scripts.length).toBeGreaterThan(3);
      expect(await holdsAdminCode(scripts)).toBe(false);
    });

    it('is fetched when the owner opens /admin (so the check above can fail)', async () => {
      const page = await browser.newPage(DESKTOP);
      const scripts = recordScripts(page);
      await openAsOwner(page, await adminToken(), 'en', '/admin/products');
      await page.getByRole('heading', { level: 1, name: 'Manage Products' }).waitFor();
      await waitForQuietNetwork(page);

      expect(await holdsAdminCode(scripts)).toBe(true);
    });
  },
);
