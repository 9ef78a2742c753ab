import { beforeAll, describe, expect, it } from 'vitest';
import { createVoucher, findOrder } from './support/admin-api';
import { browserMissing, DESKTOP, PHONE, useBrowser } from './support/browser';
import {
  addToCart,
  applyVoucher,
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

const browser = useBrowser();

// Seeded prices: Chocolate Fudge Cake 12.500 BD, Strawberry Cream Cake 11.000 BD.
// Two cakes and one: subtotal 36.000 BD; delivery 2.000 BD.
const SUBTOTAL = 36;
const DELIVERY = 2;

const journeys = [
  { device: 'phone', language: 'en', voucher: { code: 'E2E-PHONE-EN', type: 'percentage', discount: 10 }, saved: 3.6 },
  { device: 'phone', language: 'ar', voucher: { code: 'E2E-PHONE-AR', type: 'percentage', discount: 10 }, saved: 3.6 },
  { device: 'desktop', language: 'en', voucher: { code: 'E2E-DESK-EN', type: 'fixed', discount: 1.5 }, saved: 1.5 },
  { device: 'desktop', language: 'ar', voucher: { code: 'E2E-DESK-AR', type: 'fixed', discount: 1.5 }, saved: 1.5 },
] as const;

describe.skipIf(browserMissing)('a shopper buys with a voucher', () => {
  beforeAll(async () => {
    for (const { voucher } of journeys) await createVoucher(voucher);
  });

  it.each(journeys)('on a $device in $language, and the order reaches the API with its total', async (journey) => {
    const language: Language = journey.language;
    const isPhone = journey.device === 'phone';
    const t = texts[language];
    const customer = {
      name: `Shopper ${journey.voucher.code}`,
      whatsapp: '+973 3900 1234',
      address: 'Road 12, Block 338, Manama',
    };
    const page = await browser.newPage(isPhone ? PHONE : DESKTOP);

    await openShop(page, language, '/products');
    await addToCart(page, language, demoProductName('Chocolate Fudge Cake', language), 2);
    await addToCart(page, language, demoProductName('Strawberry Cream Cake', language));
    await page
      .getByText(filledText(t.products.addedToCart, demoProductName('Strawberry Cream Cake', language)))
      .first()
      .waitFor();
    await openCart(page, language, isPhone, 3);
    await page.getByText(price(SUBTOTAL, language), { exact: true }).first().waitFor();
    await goToCheckout(page, language);

    await fillCustomer(page, language, customer);
    await applyVoucher(page, language, journey.voucher.code.toLowerCase());
    const estimate = SUBTOTAL + DELIVERY - journey.saved;
    const summary = page.getByRole('region', { name: t.checkout.summaryTitle });
    await summary.getByText(price(estimate, language), { exact: true }).waitFor();
    const orderId = await placeOrderAndConfirm(page, language);
    const shownTotal = await page
      .locator('dd', { hasText: t.price.amount.replace('{{amount}}', '') })
      .first()
      .innerText();

    const order = await findOrder(orderId);
    expect(order).toMatchObject({
      customerName: customer.name,
      subtotal: SUBTOTAL,
      deliveryCharge: DELIVERY,
      discount: journey.saved,
      total: estimate,
      voucherCode: journey.voucher.code,
    });
    // The confirmation shows the server's total, the same as the API's.
    expect(shownTotal.trim()).toBe(price(order!.total, language));
    // The cart is empty after the order.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage')!).state.items)).toEqual([]);
  });
});
