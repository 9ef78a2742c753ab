import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import { bahrainDay, weekdayOf } from '@crumb/shared/shop-time';
import { EXAMPLE_WINDOWS, openSchedule } from '../api/src/delivery/delivery-schedule-testing';
import { adminToken, deliveryDays, findOrder, saveDeliverySchedule, type ApiOrder } from './support/admin-api';
import { violations } from './support/axe';
import { browserMissing, PHONE, useBrowser } from './support/browser';
import { CAKE, MESSAGE, MESSAGE_MAX_LENGTH, useCakeWithMessage } from './support/cake-with-message';
import { openAsOwner, ownerTexts } from './support/owner';
import {
  addToCart,
  demoProductName,
  escapeRegExp,
  fillCustomer,
  filledText,
  filledTexts,
  goToCheckout,
  openCart,
  openShop,
  placeOrderAndConfirm,
  texts,
  type Language,
} from './support/shopper';

/**
 * Made to order, end to end: a shopper orders a cake with 'Happy Birthday Sara' for Thursday
 * 16:00-20:00 on a phone, the owner sees it in Thursday's baking list, and the shopper can look
 * the order up again later. In English and in Arabic, axe clean on every page on the way.
 */

const browser = useBrowser();

// The shop's example windows, turned on: the cake goes out in the evening one, 16:00-20:00.
const EVENING = { ...EXAMPLE_WINDOWS.find((window) => window.id === 'evening')! };
const THURSDAY = 4;

/** The coming Thursday at least two days ahead in Bahrain: the lead time and cut-off below leave it open. */
function comingThursday(): string {
  for (let days = 2; ; days += 1) {
    const date = bahrainDay(days);
    if (weekdayOf(date) === THURSDAY) return date;
  }
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The cake's name as an order line shows it: the name the shop knows it by in either language. */
const cakeName = new RegExp(`${escapeRegExp(CAKE)}|${escapeRegExp(demoProductName(CAKE, 'ar'))}`);

/**
 * Chooses `value` in a group of radio buttons with the keyboard only: focus goes into the group,
 * then the arrow keys move through it (choosing as they go), as a keyboard user does.
 */
async function chooseWithKeyboard(page: Page, group: Locator, value: string): Promise<void> {
  await group.locator('input[type="radio"]:not(:disabled)').first().focus();
  for (let step = 0; step < 30; step += 1) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return { type: element?.type, value: element?.value, checked: element?.checked };
    });
    if (focused.type !== 'radio') throw new Error(`The focus left the radio group at step ${step}`);
    if (focused.value === value) {
      if (!focused.checked) await page.keyboard.press('Space');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrow keys never reached ${value}`);
}

type ScheduledOrder = ApiOrder & {
  deliveryDate: string | null;
  deliveryWindow: string | null;
  items: (ApiOrder['items'][number] & { message?: string | null })[];
};

let thursday: string;

describe.skipIf(browserMissing)(
  'made to order: a cake with a message for Thursday evening, baked and looked up again',
  () => {
    useCakeWithMessage();

    beforeAll(async () => {
      await saveDeliverySchedule(openSchedule(EXAMPLE_WINDOWS, { leadTimeHours: 24, cutoffTime: '18:00' }));

      // Two days ahead is past any lead time of 24 hours and cut-off of the day before; should the
      // shop still refuse it (it is full), the Thursday after.
      const days = await deliveryDays();
      const eveningOpen = (date: string) =>
        days
          .find((day) => day.date === date)
          ?.windows.some((window) => window.id === EVENING.id && window.available) === true;
      thursday = comingThursday();
      if (!eveningOpen(thursday)) thursday = addDays(thursday, 7);
      expect(eveningOpen(thursday), `Thursday ${thursday} evening is open for orders`).toBe(true);
    });

    it.each(['en', 'ar'] as const)('on a phone in %s', { timeout: 180_000 }, async (language: Language) => {
      const t = texts[language];
      const customer = {
        name: `Sara's mother ${language}`,
        whatsapp: '+973 3600 1414',
        address: 'Road 12, Block 338, Manama',
      };
      const dayLabel = deliveryDayLabel(thursday, language);
      const slotText = filledTexts(t.lookup.deliveryTime, { day: dayLabel, start: EVENING.start, end: EVENING.end });

      // 1. The cake in the cart, with its message typed on its line.
      const shop = await browser.newPage(PHONE);
      await openShop(shop, language, '/products');
      await addToCart(shop, language, demoProductName(CAKE, language));
      await openCart(shop, language, true, 1);
      const messageField = shop.getByLabel(filledText(t.cart.message, demoProductName(CAKE, language)));
      await messageField.fill(MESSAGE);
      await messageField.press('Enter');
      await shop
        .getByText(filledTexts(t.cart.messageCount, { used: MESSAGE.length, max: MESSAGE_MAX_LENGTH }))
        .waitFor();
      expect(await shop.evaluate(() => JSON.parse(localStorage.getItem('cart-storage')!).state.items)).toEqual([
        expect.objectContaining({ quantity: 1, message: MESSAGE }),
      ]);
      expect(await violations(shop), 'cart').toEqual([]);

      // 2. Checkout: Thursday, then 16:00-20:00, with the arrow keys.
      await goToCheckout(shop, language);
      await fillCustomer(shop, language, customer);
      const days = shop.getByRole('group', { name: t.checkout.deliverySlot.day, exact: true });
      await days.getByRole('radio').first().waitFor();
      await chooseWithKeyboard(shop, days, thursday);
      // Screen readers hear the whole day's name, as the confirmation writes it.
      expect(await days.getByRole('radio', { name: dayLabel, exact: true }).isChecked()).toBe(true);
      const times = shop.getByRole('group', { name: filledText(t.checkout.deliverySlot.time, dayLabel) });
      await chooseWithKeyboard(shop, times, EVENING.id);
      expect(await times.getByRole('radio', { name: filledTexts('{{start}}–{{end}}', EVENING) }).isChecked()).toBe(
        true,
      );
      const summary = shop.getByRole('region', { name: t.checkout.summaryTitle });
      await summary
        .getByText(filledTexts(t.checkout.deliverySlot.slot, { day: dayLabel, start: EVENING.start, end: EVENING.end }))
        .waitFor();
      await summary.getByText(MESSAGE, { exact: false }).first().waitFor();
      expect(await shop.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(await violations(shop), 'checkout with the delivery picker open').toEqual([]);

      const orderId = await placeOrderAndConfirm(shop, language);
      await shop.getByText(slotText).first().waitFor();
      expect(await violations(shop), 'confirmation').toEqual([]);

      // What reached the server: the day, the window and the message on its line.
      const order = await findOrder<ScheduledOrder>(orderId);
      expect(order).toMatchObject({ customerName: customer.name, deliveryDate: thursday, deliveryWindow: EVENING.id });
      expect(order!.items).toEqual([expect.objectContaining({ quantity: 1, message: MESSAGE })]);
      await shop.close();

      // 3. The owner's baking list for that Thursday: the order under 16:00-20:00, with its message.
      const owner = ownerTexts[language].adminToBake;
      const office = await browser.newPage(PHONE);
      await openAsOwner(office, await adminToken(), language, '/admin/orders/bake');
      await office.getByRole('heading', { level: 1, name: owner.title }).waitFor();
      await office.getByLabel(owner.day, { exact: true }).fill(thursday);
      await office.getByRole('heading', { level: 2, name: filledText(owner.listTitle, dayLabel) }).waitFor();
      const evening = office.getByRole('region', {
        name: new RegExp(`^${filledTexts(owner.window, EVENING).source} · `),
      });
      const entry = evening.getByRole('listitem').filter({
        has: office.getByRole('heading', {
          level: 4,
          name: new RegExp(`^${filledTexts(owner.orderTitle, { id: orderId, name: customer.name }).source}$`),
        }),
      });
      await entry.waitFor();
      await entry.getByText(cakeName).first().waitFor();
      await entry.getByText(filledTexts(owner.message, { message: MESSAGE })).waitFor();
      expect(await violations(office), 'to bake').toEqual([]);
      await office.close();

      // 4. Later, on another visit: the order looked up by its number and WhatsApp number.
      const later = await browser.newPage(PHONE);
      await openShop(later, language, '/orders/lookup');
      await later.getByRole('heading', { level: 1, name: t.lookup.title }).waitFor();
      await later.getByLabel(t.lookup.orderId).fill(orderId);
      await later.getByLabel(t.lookup.whatsapp).fill('+973 3900 0000');
      await later.getByRole('button', { name: t.lookup.submit }).click();
      await later.getByRole('alert').getByText(t.lookup.notFound, { exact: true }).waitFor();
      // One message that reveals nothing: no order shown beside it.
      expect(
        await later
          .getByRole('region', { name: new RegExp(`^${filledText(t.lookup.resultTitle, orderId).source}$`) })
          .count(),
      ).toBe(0);

      await later.getByLabel(t.lookup.whatsapp).fill(customer.whatsapp);
      await later.getByRole('button', { name: t.lookup.submit }).click();
      const result = later.getByRole('region', {
        name: new RegExp(`^${filledText(t.lookup.resultTitle, orderId).source}$`),
      });
      await result.waitFor();
      await result.getByText(t.lookup.statuses.pending, { exact: true }).waitFor();
      await result.getByText(slotText).waitFor();
      await result.getByText(cakeName).first().waitFor();
      await result.getByText(filledTexts(t.lookup.message, { message: MESSAGE })).waitFor();
      expect(await later.getByRole('alert').count()).toBe(0);
      expect(await violations(later), 'order lookup').toEqual([]);
      await later.close();
    });
  },
);
