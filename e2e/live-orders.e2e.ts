import { describe, expect, it } from 'vitest';
import { adminToken, placeOrder, someProductId } from './support/admin-api';
import { browserMissing, DESKTOP, useBrowser } from './support/browser';
import { openAsOwner, ownerTexts } from './support/owner';

const browser = useBrowser();

/** The live orders' promise to the kitchen: a new order on screen within two seconds, no reload. */
const LIVE_LIMIT_MS = 2000;

describe.skipIf(browserMissing)('orders arrive live in the back office', () => {
  it('shows an order placed by a shopper on the open orders page within two seconds, without a reload', async () => {
    const page = await browser.newPage(DESKTOP);
    await openAsOwner(page, await adminToken(), 'en', '/admin/orders');
    await page.getByText(ownerTexts.en.adminLiveOrders.live, { exact: true }).waitFor();
    let reloaded = false;
    page.on('framenavigated', () => {
      reloaded = true;
    });

    const customerName = `Kitchen tablet ${Date.now()}`;
    await placeOrder({ customerName, items: [{ productId: await someProductId(), quantity: 1 }] });
    await page.getByText(customerName).waitFor({ timeout: LIVE_LIMIT_MS });
    expect(reloaded).toBe(false);
    expect(await page.getByText(customerName).count()).toBe(1);
  });

  it('counts a new order in the tab title of the dashboard, in Arabic too', async () => {
    const page = await browser.newPage(DESKTOP);
    // The stream opens with the back office: an order placed once it answers is one it hears of.
    const following = page.waitForResponse((response) => response.url().includes('/api/orders/events'));
    await openAsOwner(page, await adminToken(), 'ar', '/admin');
    await page.getByRole('heading', { level: 1, name: ownerTexts.ar.admin.title }).waitFor();
    expect((await following).status()).toBe(200);
    await placeOrder({ customerName: 'عميل مباشر', items: [{ productId: await someProductId(), quantity: 1 }] });
    await page.waitForFunction(() => /^\(\d+\) /.test(document.title), null, { timeout: LIVE_LIMIT_MS });
  });
});
