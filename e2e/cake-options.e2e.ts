import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { EXAMPLE_WINDOWS, openSchedule } from '../api/src/delivery/delivery-schedule-testing';
import {
  adminToken,
  findOrder,
  saveDeliverySchedule,
  setProductOptions,
  type ApiOptionGroup,
  type ApiOrder,
} from './support/admin-api';
import { violations } from './support/axe';
import { browserMissing, PHONE, useBrowser } from './support/browser';
import { CAKE, MESSAGE, useCakeWithMessage } from './support/cake-with-message';
import { openAsOwner, ownerTexts } from './support/owner';
import {
  demoProductName,
  fillCustomer,
  filledText,
  goToCheckout,
  openCart,
  openShop,
  placeOrderAndConfirm,
  price,
  texts,
  type Language,
} from './support/shopper';

/**
 * A cake the way people order it: a shopper on a phone opens the Chocolate Fudge Cake's page
 * from a shared link, picks 8 inch, adds candles, writes a message and orders; the price shown is
 * the price stored, and the owner's baking list names the cake with its choices and message.
 */

const browser = useBrowser();

const SIZES: ApiOptionGroup = {
  name: 'Size',
  name_ar: 'الحجم',
  required: true,
  maxChoices: 1,
  choices: [
    { name: '6 inch', name_ar: '٦ إنش', priceDelta: 0 },
    { name: '8 inch', name_ar: '٨ إنش', priceDelta: 4 },
    { name: '10 inch', name_ar: '١٠ إنش', priceDelta: 8.5 },
  ],
};
const ADD_ONS: ApiOptionGroup = {
  name: 'Add-ons',
  name_ar: 'إضافات',
  maxChoices: 2,
  choices: [
    { name: 'Candles', name_ar: 'شموع', priceDelta: 0.5 },
    { name: 'Gift box', name_ar: 'علبة هدية', priceDelta: 1.25 },
  ],
};
/** Seeded at 12.500 BD: 8 inch adds 4.000, candles 0.500. */
const CHOSEN_PRICE = 17;
const named = (item: { name: string; name_ar?: string }, language: Language) =>
  language === 'ar' ? item.name_ar! : item.name;

type OrderWithChoices = ApiOrder & {
  deliveryDate: string | null;
  items: (ApiOrder['items'][number] & {
    unitPrice: number;
    message: string | null;
    choices: { option: string; option_ar: string; choice: string; choice_ar: string; priceDelta: number }[];
  })[];
};

describe.skipIf(browserMissing)('a cake with its choices, from its own page to the baking list', () => {
  const seeded = useCakeWithMessage();

  beforeAll(async () => {
    await setProductOptions(seeded.cake!.id, [SIZES, ADD_ONS]);
    await saveDeliverySchedule(openSchedule(EXAMPLE_WINDOWS, { leadTimeHours: 24, cutoffTime: '18:00' }));
  });

  afterAll(async () => {
    // Other files run on this server after this one and expect the seeded cake without choices.
    if (seeded.cake) await setProductOptions(seeded.cake.id, []);
  });

  it('a link to its page shared on WhatsApp previews its picture, name and price; an unknown one answers 404', async () => {
    const address = `${inject('baseUrl')}/products/${seeded.cake!.id}`;
    const response = await fetch(address, {
      headers: { 'user-agent': 'WhatsApp/2.24.1.0 A', accept: '*/*' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const meta = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;
    expect(meta('og:title')).toMatch(new RegExp(`^${CAKE} \\| `));
    expect(meta('og:description')).toMatch(/^From 12\.500 BD · Three layers/);
    // The demo's drawing is an SVG, which previews cannot show: the shop's preview picture stands in.
    expect(meta('og:image')).toMatch(/^http:\/\/[^"]+\.(jpe?g|png)(\?|$)/);
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map(([, json]) => JSON.parse(json!) as { '@type': string; offers?: Record<string, string> })
      .find((block) => block['@type'] === 'Product');
    // From the lowest line (6 inch, nothing added) to the highest (10 inch and both add-ons).
    expect(data?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '12.500',
      highPrice: '22.750',
      priceCurrency: 'BHD',
      availability: 'https://schema.org/InStock',
    });

    expect((await fetch(`${inject('baseUrl')}/products/999999`, { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it.each(['en', 'ar'] as const)('on a phone in %s', { timeout: 180_000 }, async (language: Language) => {
    const t = texts[language];
    const customer = { name: `Sara's father ${language}`, whatsapp: '+973 3600 1515', address: 'Road 8, Block 338' };
    const cakeName = demoProductName(CAKE, language);
    const eightInch = named(SIZES.choices[1]!, language);
    const candles = named(ADD_ONS.choices[0]!, language);

    // 1. The cake's page: a size must be chosen before it goes in the cart.
    const shop = await browser.newPage(PHONE);
    await openShop(shop, language, `/products/${seeded.cake!.id}`);
    await shop.getByRole('heading', { level: 1, name: cakeName }).waitFor();
    await shop.getByRole('button', { name: t.products.addToCart }).click();
    await shop
      .getByRole('alert')
      .getByText(filledText(t.choices.missing, named(SIZES, language)))
      .waitFor();
    expect(await shop.evaluate(() => localStorage.getItem('cart-storage'))).toBeNull();

    await shop.getByRole('radio', { name: new RegExp(eightInch) }).check();
    await shop.getByRole('checkbox', { name: new RegExp(candles) }).check();
    await shop.getByLabel(t.choices.message).fill(MESSAGE);
    await shop.getByText(price(CHOSEN_PRICE, language), { exact: true }).waitFor();
    expect(await violations(shop), 'product page').toEqual([]);
    await shop.getByRole('button', { name: t.products.addToCart }).click();

    // 2. The cart line is the cake with its choices and message.
    await openCart(shop, language, true, 1);
    await shop.getByText(`${eightInch}${t.cart.choiceSeparator}${candles}`, { exact: true }).waitFor();
    await shop.getByText(price(CHOSEN_PRICE, language), { exact: true }).first().waitFor();
    // Its message field spans the line beside the picture (not squeezed beside the line total), and
    // shows the whole message.
    const messageField = await shop.evaluate((message) => {
      const input = [...document.querySelectorAll('input')].find((field) => field.value === message);
      const line = input?.closest('li');
      if (!input || !line) return null;
      return {
        share: input.getBoundingClientRect().width / line.getBoundingClientRect().width,
        cut: input.scrollWidth > input.clientWidth,
      };
    }, MESSAGE);
    expect(messageField?.share).toBeGreaterThan(0.6);
    expect(messageField?.cut).toBe(false);

    // 3. Checkout on the first open day and window.
    await goToCheckout(shop, language);
    await fillCustomer(shop, language, customer);
    const days = shop.getByRole('group', { name: t.checkout.deliverySlot.day, exact: true });
    await days.locator('input[type="radio"]:not(:disabled)').first().check();
    const timePrefix = t.checkout.deliverySlot.time.split('{{day}}')[0]!;
    const times = shop.getByRole('group', { name: new RegExp(`^${timePrefix}`) });
    await times.locator('input[type="radio"]:not(:disabled)').first().check();
    const orderId = await placeOrderAndConfirm(shop, language);
    await shop.close();

    // What the shop stored: the choices as sold, and the price the shopper saw.
    const order = await findOrder<OrderWithChoices>(orderId);
    expect(order?.items).toEqual([
      expect.objectContaining({
        quantity: 1,
        unitPrice: CHOSEN_PRICE,
        message: MESSAGE,
        choices: [
          { option: 'Size', option_ar: 'الحجم', choice: '8 inch', choice_ar: '٨ إنش', priceDelta: 4 },
          { option: 'Add-ons', option_ar: 'إضافات', choice: 'Candles', choice_ar: 'شموع', priceDelta: 0.5 },
        ],
      }),
    ]);

    // 4. The owner's baking list for that day names the cake with its choices, and its message.
    const owner = ownerTexts[language];
    const office = await browser.newPage(PHONE);
    await openAsOwner(office, await adminToken(), language, '/admin/orders/bake');
    await office.getByRole('heading', { level: 1, name: owner.adminToBake.title }).waitFor();
    await office.getByLabel(owner.adminToBake.day, { exact: true }).fill(order!.deliveryDate!);
    const line = owner.adminOrders.lineWithChoices
      .replace('{{name}}', cakeName)
      .replace('{{choices}}', `${eightInch}${owner.adminOrders.choiceSeparator}${candles}`);
    const entry = office.getByRole('listitem').filter({ hasText: customer.name });
    await entry.getByText(line, { exact: false }).first().waitFor();
    await entry.getByText(MESSAGE, { exact: false }).waitFor();
    expect(await violations(office), 'to bake').toEqual([]);
    await office.close();
  });
});
