import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, DESKTOP, useBrowser } from './support/browser';
import { startCrumbServer, type CrumbServer } from './support/crumb-server';
import { PNG_PIXEL } from './support/images';
import { ownerTexts } from './support/owner';
import { addToCart, fillCustomer, openShop, shownOrderId, texts } from './support/shopper';

const browser = useBrowser();
const t = { ...texts.en, ...ownerTexts.en };
const OWNER = { email: 'owner@fresh-bakery.test', password: 'fresh-owner-pass' };
const CATEGORY = 'E2E Kunafa';
const PRODUCT = 'E2E Kunafa Tray';

/** Waits for a toast; the next one replaces it (the primary list shows one at a time). */
async function toast(page: Page, text: string): Promise<void> {
  await page.locator('li').filter({ hasText: text }).first().waitFor();
}

async function openSection(page: Page, title: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: t.auth.adminPanel }).click();
  // A card's name is its title followed by its description.
  await page.getByRole('navigation', { name: t.admin.dashboard.sections }).getByRole('link', { name: new RegExp(`^${title}`) }).click();
}

// The owner's first day, in order, on a shop of its own that starts with no admin.
describe.skipIf(browserMissing)('the owner runs a fresh shop from the back office', () => {
  let server: CrumbServer;
  let owner: Page;

  beforeAll(async () => {
    server = await startCrumbServer();
    owner = await browser.newPage(DESKTOP, server.url);
  });
  afterAll(async () => server?.stop());

  it('creates the admin account, then signs in with it', async () => {
    await owner.goto('/');
    await owner.getByRole('banner').getByRole('button', { name: t.auth.adminLogin }).click();
    const create = owner.getByRole('dialog', { name: t.login.createTitle });
    await create.getByLabel(t.login.email).fill(OWNER.email);
    await create.getByLabel(t.login.password, { exact: true }).fill(OWNER.password);
    await create.getByRole('button', { name: t.login.createAdmin }).click();
    await toast(owner, t.login.adminCreated);

    const signIn = owner.getByRole('dialog', { name: t.auth.adminLogin });
    await signIn.getByLabel(t.login.password, { exact: true }).fill(OWNER.password);
    await signIn.getByRole('button', { name: t.login.signIn }).click();
    await toast(owner, t.login.welcomeBack);

    await owner.getByRole('banner').getByRole('link', { name: t.auth.adminPanel }).click();
    await owner.getByRole('heading', { level: 1, name: t.admin.title }).waitFor();
  });

  it('adds a category and a product with an image, which the storefront then shows', async () => {
    await openSection(owner, t.admin.dashboard.categories.title);
    await owner.getByRole('textbox', { name: t.adminCategories.name, exact: true }).fill(CATEGORY);
    await owner.getByLabel(t.adminCategories.image, { exact: true }).setInputFiles(PNG_PIXEL);
    await owner.getByRole('button', { name: t.admin.create, exact: true }).click();
    await toast(owner, t.adminCategories.created);

    await openSection(owner, t.admin.dashboard.products.title);
    await owner.getByRole('textbox', { name: t.adminProducts.name, exact: true }).fill(PRODUCT);
    await owner.getByRole('spinbutton', { name: t.adminProducts.price, exact: true }).fill('4.5');
    await owner.getByRole('combobox', { name: t.adminProducts.category, exact: true }).selectOption({ label: CATEGORY });
    await owner.getByLabel(t.adminProducts.image).setInputFiles(PNG_PIXEL);
    await owner.getByRole('button', { name: t.admin.create, exact: true }).click();
    await toast(owner, t.adminProducts.created);

    await owner.goto('/products');
    await owner.getByRole('button', { name: CATEGORY }).click();
    const card = owner.getByRole('article', { name: PRODUCT });
    await card.waitFor();
    const image = card.locator('img[src*="/uploads/"]');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  });

  it('confirms an order a shopper placed, and the status stays confirmed', async () => {
    const shopper = await browser.newPage(DESKTOP, server.url);
    await openShop(shopper, 'en', '/products');
    await addToCart(shopper, 'en', PRODUCT);
    await shopper.goto('/checkout');
    await fillCustomer(shopper, 'en', { name: 'Maryam', whatsapp: '+973 3600 1122', address: 'Road 5, Riffa' });
    await shopper.getByRole('button', { name: t.checkout.placeOrder }).click();
    await shopper.getByRole('heading', { level: 1, name: t.confirmation.confirmed }).waitFor();
    const orderId = await shownOrderId(shopper, 'en');

    await owner.goto('/admin/orders');
    const card = owner.getByRole('article').filter({ hasText: t.adminOrders.orderNumber.replace('{{id}}', orderId) });
    await card.getByText('Maryam').waitFor();
    await card.getByLabel(t.adminOrders.statusLabel).selectOption('confirmed');
    await toast(owner, t.adminOrders.statusUpdated);

    await owner.reload();
    await expect.poll(() => card.getByLabel(t.adminOrders.statusLabel).inputValue()).toBe('confirmed');
  });
});
