import { describe, expect, it } from 'vitest';
import { adminToken, findOrder, placeOrder, productNamed, type ApiOrder } from './support/admin-api';
import { browserMissing, PHONE, useBrowser } from './support/browser';
import { openAsOwner, ownerTexts } from './support/owner';

const browser = useBrowser();
const t = ownerTexts.en.adminOrders;

describe.skipIf(browserMissing)('the owner changes an order on its card when the customer calls', () => {
  it('changes a quantity and adds a product on a phone; the order is priced again and the card shows it', async () => {
    const customerName = `Change ${Date.now()}`;
    const mix = await productNamed('Vanilla Sponge Mix');
    const { orderId } = await placeOrder({ customerName, items: [{ productId: mix.id, quantity: 1 }] });
    const page = await browser.newPage(PHONE);
    await openAsOwner(page, await adminToken(), 'en', '/admin/orders');
    // Other files place orders meanwhile: find this one by its customer.
    await page.getByRole('searchbox', { name: t.search }).fill(customerName);
    const card = page.getByRole('article', { name: `Order #${orderId}` });
    await card.waitFor();

    await card.getByRole('button', { name: t.edit.editOrder }).click();
    const quantity = card.getByRole('spinbutton', { name: 'Quantity of Vanilla Sponge Mix' });
    await quantity.fill('3');
    await card.getByRole('searchbox', { name: t.edit.addProduct }).fill('Fudgy');
    await card.getByRole('button', { name: 'Add Fudgy Brownie Mix' }).click();
    await card.getByRole('button', { name: t.edit.save }).click();

    await page.getByText(t.edit.saved).first().waitFor();
    await card.getByRole('button', { name: t.edit.editOrder }).waitFor();
    const order = await findOrder<ApiOrder & { version: number }>(String(orderId));
    expect(order?.version).toBe(2);
    expect(order?.items.map(({ name, quantity: count }) => `${count} × ${name}`)).toEqual([
      '3 × Vanilla Sponge Mix',
      '1 × Fudgy Brownie Mix',
    ]);
    await card.getByText(/Vanilla Sponge Mix × 3/).waitFor();
    await card.getByText(/Fudgy Brownie Mix × 1/).waitFor();
    await card.getByText(`Total: ${order!.total.toFixed(3)} BD`).waitFor();
    await page.close();
  });
});
