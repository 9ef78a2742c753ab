import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { adminToken, createVoucher, placeOrder, someProductId } from './support/admin-api';
import { violations, withViolations } from './support/axe';
import { browserMissing, DESKTOP, PHONE, useBrowser } from './support/browser';
import { adminRoutes, openAsOwner, openInApp } from './support/owner';
import type { Language } from './support/shopper';
import { waitForQuietNetwork } from './support/quiet-network';

const browser = useBrowser();

/**
 * A page is ready to scan once its data has come and its loading spinner (a status holding the
 * turning circle) is gone. Other statuses stay: the orders' count, the baking list's.
 */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await waitForQuietNetwork(page);
  await page.locator('main [role="status"]:has(> [aria-hidden="true"])').waitFor({ state: 'detached' });
}

/** Every tab of the page (Mobile Settings, Theme), each scanned with its panel open. */
async function scanTabs(page: Page, path: string, found: Record<string, unknown[]>): Promise<void> {
  const tabs = page.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    const tab = tabs.nth(index);
    await tab.click();
    found[`${path} tab ${(await tab.textContent()) ?? index}`] = await violations(page);
  }
}

// One language at a time: thirteen routes and eight tabs each are already a lot for two cores.
describe.skipIf(browserMissing)('accessibility: axe-core WCAG 2.2 AA on every admin route', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
    // Something in each list: an order to confirm and a voucher.
    await placeOrder({ customerName: 'Axe Shopper', items: [{ productId: await someProductId(), quantity: 2 }] });
    await createVoucher({ code: 'AXE-10', type: 'percentage', discount: 10 });
  });

  // The owner works at a desk and on a phone: English on one, Arabic on the other, and the
  // other way round, so both languages and both layouts are scanned on every route.
  const runs: { language: Language; device: 'phone' | 'desktop' }[] = [
    { language: 'en', device: 'desktop' },
    { language: 'ar', device: 'phone' },
    { language: 'ar', device: 'desktop' },
    { language: 'en', device: 'phone' },
  ];

  for (const { language, device } of runs) {
    it(`has no violations in ${language} on a ${device}`, { timeout: 240_000 }, async ({ expect }) => {
      const page = await browser.newPage(device === 'phone' ? PHONE : DESKTOP);
      await openAsOwner(page, token, language);
      const found: Record<string, unknown[]> = {};
      for (const path of adminRoutes) {
        await openInApp(page, path);
        await settled(page);
        found[path] = await violations(page);
        await scanTabs(page, path, found);
      }
      expect(withViolations(found)).toEqual({});
    });
  }

  it('has no violations in the sign-in prompt a visitor sees, in English and Arabic', async ({ expect }) => {
    const found: Record<string, unknown[]> = {};
    for (const language of ['en', 'ar'] as const) {
      const page = await browser.newPage(DESKTOP);
      await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto('/admin');
      await settled(page);
      found[language] = await violations(page);
    }
    expect(withViolations(found)).toEqual({});
  });
});
