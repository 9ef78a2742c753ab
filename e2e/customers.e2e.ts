import { describe, expect, it } from 'vitest';
import { adminToken, placeOrder, someProductId } from './support/admin-api';
import { browserMissing, LAPTOP, PHONE, useBrowser } from './support/browser';
import { openAsOwner, ownerTexts } from './support/owner';

const browser = useBrowser();

// The owner sees who ordered, one row per WhatsApp number however it was typed, and opens one
// customer to see their orders.
describe.skipIf(browserMissing)('the customers page', () => {
  it.each([
    ['en', LAPTOP],
    ['ar', PHONE],
  ] as const)(
    'lists a customer once for numbers typed two ways, and opens their orders (%s)',
    async (language, device) => {
      const t = ownerTexts[language];
      const productId = await someProductId();
      const name = `Customer E2E ${language}`;
      const whatsapp = language === 'en' ? ['+973 3655 0001', '36550001'] : ['٣٦٥٥٠٠٠٢', '0097336550002'];
      for (const typed of whatsapp)
        await placeOrder({ customerName: name, whatsapp: typed, items: [{ productId, quantity: 1 }] });
      const number = language === 'en' ? '97336550001' : '97336550002';

      const page = await browser.newPage(device);
      await openAsOwner(page, await adminToken(), language, '/admin');
      await page
        .getByRole('link', { name: new RegExp(t.admin.dashboard.customers.title) })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: t.adminCustomers.title }).waitFor();

      await page.getByLabel(t.adminCustomers.search).fill(name);
      const list = page.getByRole('list', { name: t.adminCustomers.listLabel });
      const rows = list.getByRole('link');
      await expect.poll(() => rows.count()).toBe(1);
      const row = rows.first();
      await row.getByText(`+${number}`).waitFor();
      expect(await row.innerText()).toContain(name);

      await row.click();
      await page.waitForURL(`**/admin/customers/${number}`);
      const orders = page.getByRole('list', { name: t.adminCustomers.title });
      await expect.poll(() => orders.locator(':scope > li').count()).toBe(2);
      expect(await orders.innerText()).toContain(name);
    },
  );
});
