import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminToken } from './support/admin-api';
import { violations } from './support/axe';
import { browserMissing, DESKTOP, PHONE, useBrowser } from './support/browser';
import { openAsOwner, ownerTexts } from './support/owner';
import { demoProductName, openShop, texts, type Language } from './support/shopper';

const browser = useBrowser();
const MESSAGE = 'Happy Birthday Sara';
const WHATSAPP = '+973 3600 1234';

async function api<T>(path: string, init: RequestInit = {}, admin = false): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(admin && { authorization: `Bearer ${await adminToken()}` }) },
  });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api${path}: ${response.status} ${body.error ?? ''}`);
  return body;
}

interface Day {
  date: string;
  windows: Array<{ id: string; start: string; end: string; available: boolean }>;
}

/** The order of the "done when": a cake with a message, for an evening window, looked up again by the shopper. */
let order: { orderId: number; date: string };
let scheduleBefore: unknown;

describe.skipIf(browserMissing)("a guest's order, looked up again and on the owner's baking list", () => {
  beforeAll(async () => {
    // The schedule on, with an evening window; put back as it was afterwards (other files check out without it).
    scheduleBefore = await api('/delivery-schedule');
    await api('/delivery-schedule', {
      method: 'PUT',
      body: JSON.stringify({ enabled: true, leadTimeHours: 0, cutoffTime: '23:59', closedWeekdays: [], closedDates: [], windows: [{ id: 'evening', start: '16:00', end: '20:00', capacity: 10 }] }),
    }, true);
    const products = await api<Array<{ id: number; name: string }>>('/products');
    const cake = products.find((product) => product.name === 'Chocolate Fudge Cake')!;
    await api(`/products/${cake.id}`, { method: 'PUT', body: JSON.stringify({ messageMaxLength: 40 }) }, true);
    const days = await api<Day[]>('/delivery-schedule/days');
    // The first day after today with the window open (today's may have passed).
    const day = days.slice(1).find((candidate) => candidate.windows.some((window) => window.available))!;
    const placed = await api<{ orderId: number }>('/orders', {
      method: 'POST',
      body: JSON.stringify({
        customerName: 'Sara',
        whatsapp: WHATSAPP,
        address: 'Road 12, Block 338, Manama',
        paymentMethod: 'cash',
        items: [{ productId: cake.id, quantity: 1, message: MESSAGE }],
        deliveryDate: day.date,
        deliveryWindow: 'evening',
      }),
    });
    order = { orderId: placed.orderId, date: day.date };
  });

  afterAll(async () => {
    if (scheduleBefore) await api('/delivery-schedule', { method: 'PUT', body: JSON.stringify(scheduleBefore) }, true);
  });

  it.each(['en', 'ar'] as const)('the shopper finds it on a phone in %s, with its day, window and message, axe clean', async (language: Language) => {
    const t = texts[language].lookup;
    const page = await browser.newPage(PHONE);
    await openShop(page, language, '/orders/lookup');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();

    // A wrong number first: the one message, nothing else.
    await page.getByLabel(t.orderId).fill(String(order.orderId));
    await page.getByLabel(t.whatsapp).fill('3900 0000');
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByRole('alert').getByText(t.notFound).waitFor();

    await page.getByLabel(t.whatsapp).fill(WHATSAPP);
    await page.getByRole('button', { name: t.submit }).click();
    const result = page.getByRole('region', { name: t.resultTitle.replace('{{id}}', String(order.orderId)) });
    await result.waitFor();
    await result.getByText(t.statuses.pending).waitFor();
    await result.getByText(/16:00/).waitFor();
    await result.getByText(MESSAGE, { exact: false }).waitFor();
    await result.getByText(demoProductName('Chocolate Fudge Cake', language), { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it("the owner sees it in that day's baking list, and prints only the list", async () => {
    const t = ownerTexts.en.adminToBake;
    const page = await browser.newPage(DESKTOP);
    await openAsOwner(page, await adminToken(), 'en', '/admin/orders');
    await page.getByRole('link', { name: t.toBake }).click();
    await page.waitForURL('**/admin/orders/bake');
    await page.getByLabel(t.day, { exact: true }).fill(order.date);

    const evening = page.getByRole('region', { name: /^16:00–20:00 · / });
    await evening.getByRole('heading', { name: `Order #${order.orderId} · Sara` }).waitFor();
    await evening.getByText(`Message: “${MESSAGE}”`).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: t.print }).isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await evening.isVisible()).toBe(true);
    await page.close();
  });
});
