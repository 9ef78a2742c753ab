import { beforeAll, describe, expect, it } from 'vitest';
import { openSchedule } from '../api/src/delivery/delivery-schedule-testing';
import { adminToken, deliveryDays, placeOrder, saveDeliverySchedule } from './support/admin-api';
import { violations } from './support/axe';
import { browserMissing, DESKTOP, useBrowser } from './support/browser';
import { MESSAGE, useCakeWithMessage } from './support/cake-with-message';
import { openAsOwner, ownerTexts } from './support/owner';

const browser = useBrowser();

/**
 * The owner's side of a made-to-order cake, at a desk: a cake with a message for an evening
 * window, placed over the API, on that day's baking list, which prints alone. The shopper's side
 * (ordering on a phone, looking it up again) is made-to-order.e2e.ts.
 */
let order: { orderId: number; date: string };

describe.skipIf(browserMissing)("a made-to-order cake on the owner's baking list", () => {
  const seeded = useCakeWithMessage();

  beforeAll(async () => {
    // The schedule on, with an evening window (put back afterwards, as the cake's message limit).
    await saveDeliverySchedule(openSchedule([{ id: 'evening', start: '16:00', end: '20:00', capacity: 10 }]));
    // The first day after today with the window open (today's may have passed).
    const day = (await deliveryDays())
      .slice(1)
      .find((candidate) => candidate.windows.some((window) => window.available))!;
    const placed = await placeOrder({
      customerName: 'Sara',
      items: [{ productId: seeded.cake!.id, quantity: 1, message: MESSAGE }],
      deliveryDate: day.date,
      deliveryWindow: 'evening',
    });
    order = { orderId: placed.orderId, date: day.date };
  });

  it("the owner sees it in that day's baking list, and prints only the list", async () => {
    const t = ownerTexts.en.adminToBake;
    const page = await browser.newPage(DESKTOP);
    await openAsOwner(page, await adminToken(), 'en', '/admin/orders');
    await page.getByRole('link', { name: t.toBake }).click();
    await page.waitForURL('**/admin/orders/bake');
    await page.getByLabel(t.day, { exact: true }).fill(order.date);

    const evening = page.getByRole('region', { name: /^16:00–20:00 · / });
    const heading = page.getByRole('heading', { name: `Order #${order.orderId} · Sara` });
    await evening.locator(heading).waitFor();
    // This order's own entry: other files may have ordered the same cake for that evening too.
    const entry = evening.getByRole('listitem').filter({ has: heading });
    await entry.getByText(`Message: “${MESSAGE}”`).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: t.print }).isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await evening.isVisible()).toBe(true);
    await page.close();
  });
});
