import type { Page } from 'playwright-core';
import { formatDinar } from '@crumb/shared/money';
import { demoProducts } from '../../api/src/demo-bakery/demo-bakery.data';
import cartAr from '../../web/src/cart/locales/ar.json';
import cartEn from '../../web/src/cart/locales/en.json';
import catalogAr from '../../web/src/catalog/locales/ar.json';
import catalogEn from '../../web/src/catalog/locales/en.json';
import checkoutAr from '../../web/src/checkout/locales/ar.json';
import checkoutEn from '../../web/src/checkout/locales/en.json';
import coreAr from '../../web/src/i18n/locales/ar.json';
import coreEn from '../../web/src/i18n/locales/en.json';
import confirmationAr from '../../web/src/orders/locales/ar.json';
import confirmationEn from '../../web/src/orders/locales/en.json';
import { waitForHydration } from './hydration';

export type Language = 'en' | 'ar';

/** The storefront's own texts, so a test drives either language with the same steps. */
export const texts = {
  en: { ...coreEn, ...catalogEn, ...cartEn, ...checkoutEn, ...confirmationEn },
  ar: { ...coreAr, ...catalogAr, ...cartAr, ...checkoutAr, ...confirmationAr },
} as const;

/** A demo product's name as a shopper reading `language` sees it: the owner wrote both. */
export function demoProductName(english: string, language: Language): string {
  const product = demoProducts.find((demo) => demo.name === english);
  if (!product) throw new Error(`No demo product is named ${english}`);
  return language === 'ar' ? product.nameAr : product.name;
}

/** A price as the shop shows it in that language: '12.500 BD', '12.500 د.ب'. */
export function price(amount: number, language: Language): string {
  return texts[language].price.amount.replace('{{amount}}', formatDinar(amount));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A value as the page shows it, as a pattern: the page wraps names and numbers in invisible bidi
 * isolates and keeps a number on one line with no-break spaces (web/src/shared/bidi.ts).
 */
const shownValue = (value: string | number) =>
  `[\\u2066-\\u2069]?${escapeRegExp(String(value)).replace(/ /g, '[ \\u00a0]')}[\\u2066-\\u2069]?`;

/** A text with a {{placeholder}} filled in, as a pattern that allows what the page wraps the value in. */
export function filledText(template: string, value: string): RegExp {
  const [before = '', after = ''] = template.split(/\{\{\w+\}\}/);
  return new RegExp(`${escapeRegExp(before)}${shownValue(value)}${escapeRegExp(after)}`);
}

/** A text with several {{placeholders}} filled in, as a pattern, as filledText makes it for one. */
export function filledTexts(template: string, values: Record<string, string | number>): RegExp {
  const pattern = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      return name ? shownValue(values[name]!) : escapeRegExp(part);
    })
    .join('');
  return new RegExp(pattern);
}

/** Opens a page of the shop in a language, ready to be used (its code has taken it over). */
export async function openShop(page: Page, language: Language, path = '/'): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  await page.goto(path);
  await waitForHydration(page);
}

export async function addToCart(page: Page, language: Language, productName: string, times = 1): Promise<void> {
  const card = page.getByRole('article', { name: productName });
  for (let added = 0; added < times; added += 1) {
    await card.getByRole('button', { name: texts[language].products.addToCart }).click();
  }
}

/** The cart link of the bar the screen shows (phones: the bottom bar; wider: the desktop bar). */
export function cartLink(page: Page, language: Language, isPhone: boolean) {
  const bar = isPhone
    ? page.getByRole('navigation', { name: texts[language].nav.quickLinks })
    : page.getByRole('banner');
  return bar.getByRole('link', { name: new RegExp(`^${texts[language].nav.cart}`) });
}

/** Waits until the cart link counts `items`, then follows it to the cart page. */
export async function openCart(page: Page, language: Language, isPhone: boolean, items: number): Promise<void> {
  await cartLink(page, language, isPhone).getByText(String(items), { exact: true }).waitFor();
  await cartLink(page, language, isPhone).click();
  await page.waitForURL('**/cart');
}

export interface Customer {
  name: string;
  whatsapp: string;
  address: string;
}

export async function fillCustomer(page: Page, language: Language, customer: Customer): Promise<void> {
  const t = texts[language].checkout;
  await page.getByLabel(t.fullName).fill(customer.name);
  await page.getByLabel(t.whatsapp).fill(customer.whatsapp);
  await page.getByLabel(t.address).fill(customer.address);
}

export async function applyVoucher(page: Page, language: Language, code: string): Promise<void> {
  const t = texts[language].checkout;
  await page.getByLabel(t.voucherCode).fill(code);
  await page.getByRole('button', { name: t.apply, exact: true }).click();
  await page.getByText(t.voucherInUse.replace('{{code}}', code.toUpperCase())).waitFor();
}

/** From the cart page to the checkout page. */
export async function goToCheckout(page: Page, language: Language): Promise<void> {
  await page.getByRole('link', { name: texts[language].cart.proceedToCheckout }).click();
  await page.waitForURL('**/checkout');
}

/** Places the order the checkout page holds and waits for its confirmation: the order id it shows. */
export async function placeOrderAndConfirm(page: Page, language: Language): Promise<string> {
  const t = texts[language];
  await page.getByRole('button', { name: t.checkout.placeOrder }).click();
  await page.waitForURL('**/order-confirmation');
  await page.getByRole('heading', { level: 1, name: t.confirmation.confirmed }).waitFor();
  return shownOrderId(page, language);
}

/** The order id the confirmation page shows. */
export async function shownOrderId(page: Page, language: Language): Promise<string> {
  const label = page.locator('dt', { hasText: texts[language].confirmation.orderId });
  return (await label.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

/** The page's language as the document and the stored choice have it: `['ar', 'rtl', 'ar']` for Arabic. */
export function pageLanguage(page: Page): Promise<Array<string | null>> {
  return page.evaluate(() => [
    document.documentElement.lang,
    document.documentElement.dir,
    localStorage.getItem('language'),
  ]);
}

/** A returning shopper's page: a cart in storage (two fudge cakes) before any script runs, which the server cannot know. */
export async function storeCart(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem(
      'cart-storage',
      JSON.stringify({
        state: { items: [{ id: '1', name: 'Chocolate Fudge Cake', price: 12.5, image: null, quantity: 2 }] },
        version: 0,
      }),
    ),
  );
}
