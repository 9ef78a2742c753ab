import { describe, expect, it } from 'vitest';
import { adminToken, signedInStaff } from './support/admin-api';
import { browserMissing, PHONE, TABLET, useBrowser } from './support/browser';
import { openAsOwner, ownerTexts } from './support/owner';
import {
  addToCart,
  demoProductName,
  fillCustomer,
  openShop,
  placeOrderAndConfirm,
  type Language,
} from './support/shopper';

const browser = useBrowser();

/** The live orders' promise to the kitchen: a new order on screen within two seconds, no reload. */
const LIVE_LIMIT_MS = 2000;

/**
 * Counts the chimes the page plays: each one starts oscillators on the page's AudioContext, so
 * the count is what the speaker would have played.
 */
function countChimes() {
  const counted = window as unknown as { chimeTones: number };
  counted.chimeTones = 0;
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    counted.chimeTones += 1;
    return createOscillator.call(this);
  };
}

// The kitchen's day, in two browsers at once: the owner's tablet keeps the orders page open with
// the sound on; a shopper orders on a phone; the baker, signed in as staff on their own phone,
// confirms the order but cannot open the products page; the owner's page follows every step.
describe.skipIf(browserMissing)('the owner and a baker run the orders together', () => {
  it.each([
    ['en', 'ar'],
    ['ar', 'en'],
  ] as const)(
    "owner's tablet in %s, the baker's phone in %s: the order arrives with a sound, the baker confirms it",
    async (ownerLanguage: Language, bakerLanguage: Language) => {
      const ownerT = ownerTexts[ownerLanguage];
      const bakerT = ownerTexts[bakerLanguage];

      const tablet = await browser.newPage(TABLET);
      await tablet.addInitScript(countChimes);
      await openAsOwner(tablet, await adminToken(), ownerLanguage, '/admin/orders');
      await tablet.getByText(ownerT.adminLiveOrders.live, { exact: true }).waitFor();
      await tablet.getByRole('button', { name: ownerT.adminLiveOrders.soundLabel }).click();

      const baker = await signedInStaff(`baker-${ownerLanguage}-${Date.now()}@crumb.test`);
      const bakerPhone = await browser.newPage(PHONE);
      await openAsOwner(bakerPhone, baker.token, bakerLanguage, '/admin/orders');
      await bakerPhone.getByRole('heading', { level: 1, name: bakerT.adminOrders.title }).waitFor();

      const shopper = await browser.newPage(PHONE);
      const customerName = `Kitchen ${ownerLanguage} ${Date.now()}`;
      await openShop(shopper, 'en', '/products');
      await addToCart(shopper, 'en', demoProductName('Chocolate Fudge Cake', 'en'));
      await shopper.goto('/checkout');
      await fillCustomer(shopper, 'en', { name: customerName, whatsapp: '+973 3600 4455', address: 'Road 7, Riffa' });
      const orderId = await placeOrderAndConfirm(shopper, 'en');
      const placedAt = Date.now();

      // By the card's name: its text would also match order 1 for order 12 when a date follows in digits.
      const ownerCard = tablet.getByRole('article', {
        name: ownerT.adminOrders.orderNumber.replace('{{id}}', orderId),
        exact: true,
      });
      await ownerCard.getByText(customerName).waitFor({ timeout: LIVE_LIMIT_MS });
      expect(Date.now() - placedAt).toBeLessThan(LIVE_LIMIT_MS);
      await expect
        .poll(() => tablet.evaluate(() => (window as unknown as { chimeTones: number }).chimeTones))
        .toBeGreaterThan(0);

      const bakerCard = bakerPhone.getByRole('article', {
        name: bakerT.adminOrders.orderNumber.replace('{{id}}', orderId),
        exact: true,
      });
      await bakerCard.getByLabel(bakerT.adminOrders.statusLabel).selectOption('confirmed');
      await bakerPhone.getByText(bakerT.adminOrders.statusUpdated).first().waitFor();
      // The owner's tablet follows the baker's change by itself.
      await expect
        .poll(() => ownerCard.getByLabel(ownerT.adminOrders.statusLabel).inputValue(), { timeout: LIVE_LIMIT_MS })
        .toBe('confirmed');

      await bakerPhone.goto('/admin/products');
      await bakerPhone.getByRole('heading', { level: 1, name: bakerT.admin.ownerOnly }).waitFor();
    },
  );
});
