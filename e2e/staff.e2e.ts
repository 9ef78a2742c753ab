import { describe, expect, it } from 'vitest';
import { inviteStaff, setStaffDisabled } from './support/admin-api';
import { browserMissing, DESKTOP, PHONE, useBrowser } from './support/browser';
import { ownerTexts } from './support/owner';
import type { Language } from './support/shopper';

const browser = useBrowser();

// The baker's first day: invited by the owner, signs in from the link, runs the orders (and sees
// the customers who placed them, and their own sessions), cannot open the owner's pages, and is signed out at once when the owner
// disables the account.
describe.skipIf(browserMissing)('a staff member in the back office', () => {
  it.each([
    ['en', DESKTOP],
    ['ar', PHONE],
  ] as const)(
    'in %s: accepts the invitation, sees the orders, their customers and their sessions only, and is signed out when disabled',
    async (language: Language, device) => {
      const t = ownerTexts[language];
      const invited = await inviteStaff(`baker-${language}@crumb.test`, 'staff');
      const page = await browser.newPage(device);
      await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      const link = new URL(invited.inviteUrl);
      await page.goto(`${link.pathname}${link.search}`);

      await page.getByLabel(t.adminStaff.accept.password, { exact: true }).fill('kneading-dough');
      await page.getByLabel(t.adminStaff.accept.repeat, { exact: true }).fill('kneading-dough');
      await page.getByRole('button', { name: t.adminStaff.accept.submit }).click();

      const sections = page.getByRole('navigation', { name: t.admin.dashboard.sections });
      await sections.getByRole('link').first().waitFor();
      expect(await sections.getByRole('link').allTextContents()).toEqual([
        expect.stringContaining(t.admin.dashboard.orders.title),
        expect.stringContaining(t.admin.dashboard.customers.title),
        expect.stringContaining(t.admin.dashboard.sessions.title),
      ]);
      await sections.getByRole('link', { name: new RegExp(`^${t.admin.dashboard.orders.title}`) }).click();
      await page.getByRole('heading', { level: 1, name: t.adminOrders.title }).waitFor();

      await page.goto('/admin/products');
      await page.getByRole('heading', { level: 1, name: t.admin.ownerOnly }).waitFor();

      await setStaffDisabled(invited.id, true);
      await page.goto('/admin/orders');
      await page.getByRole('heading', { name: t.admin.signInRequired }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    },
  );
});
