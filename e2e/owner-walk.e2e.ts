import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminToken, deliverySchedule, saveDeliverySchedule, someProductId } from './support/admin-api';
import { browserMissing, LAPTOP, PHONE, useBrowser } from './support/browser';
import { openAsOwner, ownerTexts } from './support/owner';

// What a walk of the shop as its owner met: an order whose number was typed in Arabic digits the
// search did not find, a WhatsApp text to an Arabic customer written in the owner's English with
// invisible marks around its times, and a delivery schedule change shown as raw JSON.

const browser = useBrowser();
const en = ownerTexts.en;
const ar = ownerTexts.ar;

/** Places an order as a shopper on the Arabic storefront would: its number in Arabic digits. */
async function placeArabicOrder(customerName: string): Promise<number> {
  const response = await fetch(`${inject('baseUrl')}/api/orders?lang=ar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerName,
      whatsapp: '٣٦٠٠ ٧٤٥١',
      address: 'Road 12, Block 338, Manama',
      paymentMethod: 'cash',
      items: [{ productId: await someProductId(), quantity: 1 }],
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderId: number }).orderId;
}

/** The order cards the list shows once the search typed has been answered. */
async function searchOrders(page: Page, query: string, expectedIds: number[]): Promise<void> {
  await page.getByRole('searchbox', { name: en.adminOrders.search }).fill(query);
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect
    .poll(async () => (await titles.allTextContents()).sort(), { timeout: 15_000 })
    .toEqual(expectedIds.map((id) => en.adminOrders.orderNumber.replace('{{id}}', String(id))).sort());
}

describe.skipIf(browserMissing)("the owner's walk through the back office", () => {
  it('finds an order typed in Arabic digits by its number in either digits, and writes to the customer in Arabic without marks', async () => {
    const orderId = await placeArabicOrder('Walk Arabic Digits');
    const page = await browser.newPage(LAPTOP);
    await openAsOwner(page, await adminToken(), 'en', '/admin/orders');

    for (const query of ['3600 7451', '36007451', '٣٦٠٠']) await searchOrders(page, query, [orderId]);
    await searchOrders(page, `#${orderId}`, [orderId]);

    const card = page.getByRole('article', { name: en.adminOrders.orderNumber.replace('{{id}}', String(orderId)) });
    const href = await card.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
    const url = new URL(href!);
    expect(url.pathname).toBe('/97336007451');
    const text = url.searchParams.get('text')!;
    expect(text.startsWith('مرحبًا Walk Arabic Digits، شكرًا على طلبك رقم')).toBe(true);
    expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });

  it('shows the owner, in Arabic on a phone, a delivery schedule change in words', async () => {
    // Saved once as it is, so the row exists and the change below is a change (a new row's fields are folded away).
    const schedule = await saveDeliverySchedule(await deliverySchedule());
    await saveDeliverySchedule({
      ...schedule,
      closedWeekdays: [5],
      windows: [{ id: 'morning', start: '09:00', end: '12:00', capacity: 5 }],
    });
    try {
      const page = await browser.newPage(PHONE);
      await openAsOwner(page, await adminToken(), 'ar', '/admin/activity');
      await page
        .getByRole('combobox', { name: ar.adminActivity.kind })
        .selectOption({ label: ar.adminActivity.kinds.deliverySchedule });
      const entry = page.getByRole('list', { name: ar.adminActivity.listLabel }).getByRole('listitem').first();
      await entry.getByText('فترة الصباح من 09:00 إلى 12:00، 5 طلبات').waitFor();
      const text = (await entry.textContent()) ?? '';
      expect(text).toContain('الجمعة');
      expect(text).not.toMatch(/[[{"]/);
    } finally {
      await saveDeliverySchedule(schedule);
    }
  });
});
