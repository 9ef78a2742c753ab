import { describe, expect, inject, it } from 'vitest';
import { adminToken } from './support/admin-api';
import { browserMissing, LAPTOP, useBrowser } from './support/browser';
import { openAsOwner, ownerTexts } from './support/owner';

const browser = useBrowser();

interface ApiVoucher {
  id: number;
  code: string;
  expiresAt: string | null;
}

async function vouchers(): Promise<ApiVoucher[]> {
  const response = await fetch(`${inject('baseUrl')}/api/vouchers`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return (await response.json()) as ApiVoucher[];
}

// An owner on a laptop in London typed a voucher's expiry of 25 Dec 23:59 and the list said
// 26 Dec 2:59 AM: the form read the typed value in the device's zone. Every time the owner types
// or reads is Bahrain time, whatever zone the browser is in.
describe.skipIf(browserMissing)("a voucher's expiry on a laptop in London", () => {
  it('is typed, stored, listed and edited as Bahrain time, and the field says so', async () => {
    const t = ownerTexts.en;
    const page = await browser.newPage(LAPTOP, undefined, { timezoneId: 'Europe/London', locale: 'en-GB' });
    // The browser really is in London (UTC+1 in July).
    expect(await page.evaluate(() => new Date('2030-07-01T00:00:00Z').getHours())).toBe(1);
    await openAsOwner(page, await adminToken(), 'en', '/admin/vouchers');

    await page.getByLabel(t.adminVouchers.code).fill('LONDON25');
    await page.getByLabel(t.adminVouchers.discount.percentage).fill('10');
    const expiry = page.getByLabel(t.adminVouchers.expiresAt);
    expect(t.adminVouchers.expiresAt).toBe('Expires (Bahrain time)');
    await expiry.fill('2030-12-25T23:59');
    await page.getByRole('button', { name: t.admin.create, exact: true }).click();
    await page.getByText(t.adminVouchers.created).first().waitFor();

    // 23:59 in Bahrain (UTC+3) is 20:59 UTC.
    const stored = (await vouchers()).find((voucher) => voucher.code === 'LONDON25');
    expect(stored?.expiresAt).toBe('2030-12-25T20:59:00.000Z');
    await page.getByText('Expires Dec 25, 2030, 11:59 PM').waitFor();

    await page.getByRole('button', { name: 'Edit LONDON25' }).click();
    await expect.poll(() => expiry.inputValue()).toBe('2030-12-25T23:59');

    const response = await fetch(`${inject('baseUrl')}/api/vouchers/${stored!.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(response.status).toBe(200);
  });
});
