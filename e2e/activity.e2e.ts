import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, placeOrder, signedInStaff, someProductId } from './support/admin-api';
import { browserMissing, DESKTOP, PHONE, useBrowser } from './support/browser';
import { openAsOwner, ownerTexts } from './support/owner';

const browser = useBrowser();
const en = ownerTexts.en;
const ar = ownerTexts.ar;

/** Opens a back-office page as the account whose token this is, in English. */
async function openAs(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript((stored) => {
    localStorage.setItem('admin_token', stored);
    localStorage.setItem('language', 'en');
  }, token);
  await page.goto(path);
}

// The owner's question after a busy morning: who confirmed this order, and when?
describe.skipIf(browserMissing)('the activity record in the back office', () => {
  it('shows the owner, in Arabic on a phone, which staff member confirmed an order and when', async () => {
    const invited = await signedInStaff('activity-baker@crumb.test');
    const { orderId } = await placeOrder({
      customerName: 'Activity Shopper',
      items: [{ productId: await someProductId(), quantity: 1 }],
    });

    // The baker, signed in as staff at the bakery's desktop, marks it confirmed.
    const baker = await browser.newPage(DESKTOP);
    await openAs(baker, invited.token, '/admin/orders');
    const card = baker.getByRole('article', {
      name: en.adminOrders.orderNumber.replace('{{id}}', String(orderId)),
      exact: true,
    });
    await card.getByLabel(en.adminOrders.statusLabel).selectOption('confirmed');
    await baker.locator('li').filter({ hasText: en.adminOrders.statusUpdated }).first().waitFor();
    const confirmedAt = Date.now();

    const owner = await browser.newPage(PHONE);
    await openAsOwner(owner, await adminToken(), 'ar', '/admin/activity');
    await owner.getByRole('combobox', { name: ar.adminActivity.person }).selectOption({ label: invited.email });
    await owner
      .getByRole('combobox', { name: ar.adminActivity.kind })
      .selectOption({ label: ar.adminActivity.kinds.order });
    const entry = owner
      .getByRole('list', { name: ar.adminActivity.listLabel })
      .getByRole('listitem')
      .filter({ hasText: 'Activity Shopper' });
    await entry.waitFor();
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain(invited.email);
    expect(text).toContain(`#${orderId}`);
    expect(text).toContain(ar.adminActivity.actions.update);
    // The status before, the words screen readers hear for the arrow, the status after.
    const { pending, confirmed } = ar.adminActivity.values.status;
    expect(text).toMatch(new RegExp(`${pending}\\s*${ar.adminActivity.changedTo}\\s*${confirmed}`));
    const at = await entry.locator('time').getAttribute('datetime');
    expect(Math.abs(Date.parse(at!) - confirmedAt)).toBeLessThan(60_000);
  });
});
