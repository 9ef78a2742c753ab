import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import activityAr from '../../web/src/admin/activity/locales/ar.json';
import activityEn from '../../web/src/admin/activity/locales/en.json';
import adminAr from '../../web/src/admin/locales/ar.json';
import adminEn from '../../web/src/admin/locales/en.json';
import categoriesAr from '../../web/src/admin/categories/locales/ar.json';
import categoriesEn from '../../web/src/admin/categories/locales/en.json';
import customersAr from '../../web/src/admin/customers/locales/ar.json';
import customersEn from '../../web/src/admin/customers/locales/en.json';
import liveOrdersAr from '../../web/src/admin/live-orders/locales/ar.json';
import liveOrdersEn from '../../web/src/admin/live-orders/locales/en.json';
import mobileAr from '../../web/src/admin/mobile/locales/ar.json';
import mobileEn from '../../web/src/admin/mobile/locales/en.json';
import ordersAr from '../../web/src/admin/orders/locales/ar.json';
import ordersEn from '../../web/src/admin/orders/locales/en.json';
import productsAr from '../../web/src/admin/products/locales/ar.json';
import productsEn from '../../web/src/admin/products/locales/en.json';
import settingsAr from '../../web/src/admin/site-settings/locales/ar.json';
import settingsEn from '../../web/src/admin/site-settings/locales/en.json';
import themeAr from '../../web/src/admin/theme/locales/ar.json';
import themeEn from '../../web/src/admin/theme/locales/en.json';
import staffAr from '../../web/src/admin/staff/locales/ar.json';
import staffEn from '../../web/src/admin/staff/locales/en.json';
import vouchersAr from '../../web/src/admin/vouchers/locales/ar.json';
import vouchersEn from '../../web/src/admin/vouchers/locales/en.json';
import loginAr from '../../web/src/auth/locales/ar.json';
import loginEn from '../../web/src/auth/locales/en.json';
import type { Language } from './shopper';

/** The back office's own texts, so a test drives either language with the same steps. */
export const ownerTexts = {
  en: {
    ...adminEn,
    ...loginEn,
    ...categoriesEn,
    ...productsEn,
    ...ordersEn,
    ...liveOrdersEn,
    ...vouchersEn,
    ...settingsEn,
    ...mobileEn,
    ...themeEn,
    ...staffEn,
    ...activityEn,
    ...customersEn,
  },
  ar: {
    ...adminAr,
    ...loginAr,
    ...categoriesAr,
    ...productsAr,
    ...ordersAr,
    ...liveOrdersAr,
    ...vouchersAr,
    ...settingsAr,
    ...mobileAr,
    ...themeAr,
    ...staffAr,
    ...activityAr,
    ...customersAr,
  },
} as const;

/** Opens a page as the signed-in owner: the token and the language stored, as after a sign-in. */
export async function openAsOwner(page: Page, token: string, language: Language, path = '/admin'): Promise<void> {
  await page.addInitScript(
    ([storedToken, chosen]) => {
      localStorage.setItem('admin_token', storedToken);
      localStorage.setItem('language', chosen);
    },
    [token, language] as const,
  );
  await page.goto(path);
}

/** The back office's routes (docs/product.md#back-office-screens). */
export const adminRoutes = [
  '/admin',
  '/admin/settings',
  '/admin/home',
  '/admin/about',
  '/admin/contact',
  '/admin/navigation',
  '/admin/footer',
  '/admin/categories',
  '/admin/products',
  '/admin/orders',
  '/admin/orders/bake',
  '/admin/customers',
  '/admin/delivery',
  '/admin/delivery-areas',
  '/admin/vouchers',
  '/admin/mobile',
  '/admin/theme',
  '/admin/staff',
  '/admin/sessions',
  '/admin/activity',
] as const;

/**
 * Opens a route the way the back office's own links do: the page script stays loaded and only
 * the page changes. Reloading the whole back office for every route cost each scan about a
 * second of parsing and starting the same script again. The router keeps the page it leaves on
 * screen until the next one is ready, which may need no request at all (its code and data came
 * with an earlier page): so the new page counts as there once the main heading has changed.
 * Every back-office page has a heading of its own.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  const left = new URL(page.url()).pathname === path ? undefined : await heading.textContent();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (left !== undefined) await expect.poll(() => heading.textContent(), { timeout: 30_000 }).not.toBe(left);
}
