import { describe, expect, it } from 'vitest';
import { adminToken, findOrder, placeOrder, someProductId } from './support/admin-api';
import { browserMissing, LAPTOP, useBrowser } from './support/browser';
import { openAsOwner, ownerTexts } from './support/owner';

const browser = useBrowser();
const t = ownerTexts.en.adminOrders;

/** The badge of an order the spec does not name ('anything else'): grey, hsl(220 14% 92%). */
const GREY = 'rgb(232, 234, 237)';

describe.skipIf(browserMissing)('the owner cancels an order when the customer calls, and reopens it', () => {
  it('asks the reason, shows the grey Cancelled badge with it, and reopens it as pending', async () => {
    const customerName = `Cancel ${Date.now()}`;
    const { orderId } = await placeOrder({ customerName, items: [{ productId: await someProductId(), quantity: 1 }] });
    const page = await browser.newPage(LAPTOP);
    await openAsOwner(page, await adminToken(), 'en', '/admin/orders');
    // Other files place orders meanwhile: find this one by its customer.
    await page.getByRole('searchbox', { name: t.search }).fill(customerName);
    const card = page.getByRole('article', { name: `Order #${orderId}` });
    await card.waitFor();

    await card.getByRole('button', { name: t.cancelOrder }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}` });
    await dialog.getByRole('textbox', { name: t.cancelReason }).fill('Customer called: the party moved');
    await dialog.getByRole('button', { name: t.cancelOrder }).click();
    await dialog.waitFor({ state: 'detached' });

    const badge = card.locator('span', { hasText: new RegExp(`^${t.status.cancelled}$`) });
    await badge.waitFor();
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(GREY);
    await card.getByText('Cancelled: Customer called: the party moved').waitFor();
    expect(await card.getByRole('combobox', { name: t.statusLabel }).isDisabled()).toBe(true);
    expect(await findOrder(String(orderId))).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer called: the party moved',
    });

    await card.getByRole('button', { name: t.reopen }).click();
    await card.locator('span', { hasText: new RegExp(`^${t.status.pending}$`) }).waitFor();
    expect(await card.getByText('Cancelled: Customer called: the party moved').count()).toBe(0);
    expect(await card.getByRole('combobox', { name: t.statusLabel }).inputValue()).toBe('pending');
    expect(await findOrder(String(orderId))).toMatchObject({ status: 'pending', cancelReason: null });
    await page.close();
  });
});
