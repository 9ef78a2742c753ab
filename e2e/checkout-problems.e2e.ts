import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EXAMPLE_WINDOWS, openSchedule } from '../api/src/delivery/delivery-schedule-testing';
import { adminToken, saveDeliverySchedule } from './support/admin-api';
import { browserMissing, PHONE, useBrowser } from './support/browser';
import { whyTextUnseen } from './support/seen';
import { addToCart, demoProductName, goToCheckout, openCart, openShop, texts, type Language } from './support/shopper';

const browser = useBrowser();

// What a tester met at checkout on a phone: a blank Place Order showed no message in sight, a
// WhatsApp number of three digits went through, and a reload lost the area, the address's
// numbers and the chosen day and window.

async function checkoutWithCake(language: Language): Promise<Page> {
  const page = await browser.newPage(PHONE);
  await openShop(page, language, '/products');
  await addToCart(page, language, demoProductName('Chocolate Fudge Cake', language));
  await openCart(page, language, true, 1);
  await goToCheckout(page, language);
  return page;
}

/** Whether the element lies wholly inside the window, below the sticky header. */
async function whollyInView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const box = document.querySelector(wanted)!.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return box.top >= Math.max(0, header) - 1 && box.bottom <= window.innerHeight + 1;
  }, selector);
}

const summarySelector = '[role="alert"][tabindex="-1"]';

describe.skipIf(browserMissing)('checkout refuses what it cannot send, on a phone', () => {
  it.each(['en', 'ar'] as const)(
    'a blank Place Order in %s brings the summary into view and focus, and each field says what is missing',
    async (language) => {
      const t = texts[language].checkout;
      const page = await checkoutWithCake(language);

      const placeOrder = page.getByRole('button', { name: t.placeOrder });
      await placeOrder.scrollIntoViewIfNeeded();
      await placeOrder.click();

      const summary = page.locator(summarySelector);
      await summary.waitFor();
      await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await whollyInView(page, summarySelector)).toBe(true);
      expect(await summary.getByRole('heading', { level: 2 }).innerText()).toBe(t.requiredFields);

      for (const [label, message] of [
        [t.fullName, t.problems.nameMissing],
        [t.whatsapp, t.problems.whatsappMissing],
        [t.address, t.addressMissing],
      ] as const) {
        const field = page.getByLabel(label, { exact: true });
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        const described = await field.evaluate((element) =>
          (element.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        );
        expect(described).toContain(message);
        expect(await whyTextUnseen(page, message)).toBeNull();
      }

      // The summary's link takes the shopper to the field.
      await summary.getByRole('link', { name: t.problems.whatsappMissing }).click();
      expect(await page.getByLabel(t.whatsapp, { exact: true }).evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      await page.close();
    },
  );

  it('refuses a WhatsApp number of three digits on the field, sending nothing', async () => {
    const t = texts.en.checkout;
    const page = await checkoutWithCake('en');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('createOrder')) sent.push(request.url());
    });

    await page.getByLabel(t.fullName).fill('Maryam');
    await page.getByLabel(t.whatsapp).fill('123');
    await page.getByLabel(t.address).fill('Road 5, Riffa');
    await page.getByRole('button', { name: t.placeOrder }).click();

    const whatsapp = page.getByLabel(t.whatsapp, { exact: true });
    await expect.poll(() => whatsapp.getAttribute('aria-invalid')).toBe('true');
    expect(await whyTextUnseen(page, t.problems.whatsappInvalid)).toBeNull();
    expect(await page.locator(summarySelector).getByRole('heading').innerText()).toBe(t.problems.checkDetails);
    expect(page.url()).toMatch(/\/checkout$/);
    expect(sent).toEqual([]);
    await page.close();
  });
});

describe.skipIf(browserMissing)('checkout keeps the whole form across a reload, on a phone', () => {
  let originalAreas: unknown;
  let originalSchedule: unknown;

  const adminCall = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${inject('baseUrl')}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    originalAreas = await adminCall('/delivery-areas');
    originalSchedule = await adminCall('/delivery-schedule');
    await adminCall('/delivery-areas', {
      method: 'PUT',
      body: JSON.stringify({ ...(originalAreas as object), enabled: true }),
    });
    await saveDeliverySchedule(openSchedule(EXAMPLE_WINDOWS));
  });

  afterAll(async () => {
    // The other files check out as a shop without areas or a schedule.
    if (originalAreas) await adminCall('/delivery-areas', { method: 'PUT', body: JSON.stringify(originalAreas) });
    if (originalSchedule)
      await adminCall('/delivery-schedule', { method: 'PUT', body: JSON.stringify(originalSchedule) });
  });

  it('finds the area, the address parts, the day and the window where they were', async () => {
    const t = texts.en.checkout;
    const page = await checkoutWithCake('en');

    await page.getByLabel(t.fullName).fill('Maryam');
    await page.getByLabel(t.whatsapp).fill('3600 1122');
    await page.getByLabel(t.destination.areaSearch).fill('riffa');
    const riffa = page.getByRole('radio', { name: /^Riffa/ }).first();
    await riffa.check();
    const riffaName = await riffa.evaluate((input) => (input as HTMLInputElement).value);
    await page.getByLabel(t.destination.building).fill('345');
    await page.getByLabel(t.destination.road, { exact: false }).first().fill('2803');
    await page.getByLabel(t.destination.block, { exact: false }).first().fill('428');
    const day = page
      .getByRole('group', { name: t.deliverySlot.day, exact: true })
      .getByRole('radio')
      .and(page.locator(':enabled'));
    await day.first().check();
    const chosenDay = await day.first().getAttribute('value');
    await page.getByRole('radio', { name: '16:00–20:00' }).check();

    await page.reload();

    await expect
      .poll(() => page.getByRole('radio', { name: '16:00–20:00' }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    const checkedDay = page.getByRole('group', { name: t.deliverySlot.day, exact: true }).locator('input:checked');
    expect(await checkedDay.getAttribute('value')).toBe(chosenDay);
    expect(await page.locator(`input[type="radio"][value="${riffaName}"]`).isChecked()).toBe(true);
    expect(await page.getByLabel(t.destination.building).inputValue()).toBe('345');
    expect(await page.getByLabel(t.destination.road, { exact: false }).first().inputValue()).toBe('2803');
    expect(await page.getByLabel(t.destination.block, { exact: false }).first().inputValue()).toBe('428');
    expect(await page.getByLabel(t.whatsapp).inputValue()).toBe('3600 1122');
    await page.close();
  });
});
