import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, DESKTOP, useBrowser } from './support/browser';
import { startCrumbServer, type CrumbServer } from './support/crumb-server';
import { PNG_PIXEL } from './support/images';
import { waitForHydration } from './support/hydration';
import { ownerTexts } from './support/owner';
import { addToCart, cartLink, fillCustomer, openShop, shownOrderId, texts } from './support/shopper';

const browser = useBrowser();
const t = { ...texts.en, ...ownerTexts.en };
const OWNER = { email: 'owner@fresh-bakery.test', password: 'fresh-owner-pass' };
const CATEGORY = 'E2E Kunafa';
const PRODUCT = 'E2E Kunafa Tray';
const PRODUCT_IN_ARABIC = 'صينية كنافة بالقشطة';

/** A field's label in one language of a bilingual pair: 'Product Name (English)'. */
const inLanguage = (template: string, field: string) => template.replace('{{field}}', field);

/** Waits for a toast; the next one replaces it (the primary list shows one at a time). */
async function toast(page: Page, text: string): Promise<void> {
  await page.locator('li').filter({ hasText: text }).first().waitFor();
}

async function openSection(page: Page, title: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: t.auth.adminPanel }).click();
  // A card's name is its title followed by its description.
  await page
    .getByRole('navigation', { name: t.admin.dashboard.sections })
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
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
    await waitForHydration(owner);
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
    await owner
      .getByRole('textbox', { name: inLanguage(t.adminCategories.inEnglish, t.adminCategories.name), exact: true })
      .fill(CATEGORY);
    await owner.getByLabel(t.adminCategories.image, { exact: true }).setInputFiles(PNG_PIXEL);
    await owner.getByRole('button', { name: t.admin.create, exact: true }).click();
    await toast(owner, t.adminCategories.created);

    await openSection(owner, t.admin.dashboard.products.title);
    await owner
      .getByRole('textbox', { name: inLanguage(t.adminProducts.inEnglish, t.adminProducts.name), exact: true })
      .fill(PRODUCT);
    await owner.getByRole('spinbutton', { name: t.adminProducts.price, exact: true }).fill('4.5');
    await owner
      .getByRole('combobox', { name: t.adminProducts.category, exact: true })
      .selectOption({ label: CATEGORY });
    await owner.getByLabel(t.adminProducts.image).setInputFiles(PNG_PIXEL);
    await owner.getByRole('button', { name: t.admin.create, exact: true }).click();
    await toast(owner, t.adminProducts.created);

    await owner.goto('/products');
    await waitForHydration(owner);
    await owner.getByRole('button', { name: CATEGORY }).click();
    const card = owner.getByRole('article', { name: PRODUCT });
    await card.waitFor();
    const image = card.locator('img[src*="/uploads/"]');
    // Loaded from the upload (a broken one would have fallen back to the default artwork). With
    // srcset, naturalWidth is the width the `sizes` slot gives the 1-pixel file, not 1.
    await expect
      .poll(() =>
        image.evaluate(
          (img: HTMLImageElement) =>
            img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname.startsWith('/uploads/'),
        ),
      )
      .toBe(true);
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

  it("writes the product's Arabic name, which a shopper reading Arabic then sees, rendered by the server and after a switch", async () => {
    await openSection(owner, t.admin.dashboard.products.title);
    await owner.getByRole('button', { name: t.admin.editItem.replace('{{name}}', PRODUCT) }).click();
    const arabicName = owner.getByRole('textbox', {
      name: inLanguage(t.adminProducts.inArabic, t.adminProducts.name),
      exact: true,
    });
    await expect
      .poll(() =>
        owner
          .getByRole('textbox', { name: inLanguage(t.adminProducts.inEnglish, t.adminProducts.name), exact: true })
          .inputValue(),
      )
      .toBe(PRODUCT);
    expect(await arabicName.getAttribute('lang')).toBe('ar');
    expect(await arabicName.getAttribute('dir')).toBe('rtl');
    await arabicName.fill(PRODUCT_IN_ARABIC);
    await owner.getByRole('button', { name: t.admin.update, exact: true }).click();
    await toast(owner, t.adminProducts.updated);

    // A shopper whose stored language is Arabic: the server renders the page in it.
    const shopper = await browser.newPage(DESKTOP, server.url);
    await openShop(shopper, 'ar', '/products');
    await shopper.getByRole('article', { name: PRODUCT_IN_ARABIC }).waitFor();
    const rendered = await (await fetch(`${server.url}/products?lang=ar`, { headers: { accept: 'text/html' } })).text();
    expect(rendered).toContain(PRODUCT_IN_ARABIC);

    // One reading English switches to Arabic: the page asks again in Arabic.
    const switcher = await browser.newPage(DESKTOP, server.url);
    await openShop(switcher, 'en', '/products');
    await addToCart(switcher, 'en', PRODUCT);
    await switcher
      .getByRole('link', { name: /العربية/ })
      .first()
      .click();
    await switcher.getByRole('article', { name: PRODUCT_IN_ARABIC }).waitFor();
    // The cart line, added in English, is renamed in Arabic too (in the page, which a reload
    // could interrupt before the new name is stored).
    await cartLink(switcher, 'ar', false).click();
    await switcher.getByRole('heading', { level: 2, name: PRODUCT_IN_ARABIC }).waitFor();
  });

  it('gives the product a size in its form, which its own page then offers at its price', async () => {
    const options = t.adminProducts.options;
    await openSection(owner, t.admin.dashboard.products.title);
    await owner.getByRole('button', { name: t.admin.editItem.replace('{{name}}', PRODUCT) }).click();
    await owner.getByRole('button', { name: options.addGroup }).click();
    const group = owner.getByRole('group', { name: options.group.replace('{{number}}', '1') });
    // The new group's English name has the focus.
    await owner.keyboard.type('Tray size');
    await group
      .getByLabel(inLanguage(t.adminProducts.inArabic, options.groupName), { exact: true })
      .fill('حجم الصينية');
    await group.getByRole('checkbox', { name: options.required }).check();
    const choice = (number: number) =>
      group.getByRole('group', { name: options.choice.replace('{{number}}', String(number)) });
    await choice(1)
      .getByRole('textbox', { name: inLanguage(t.adminProducts.inEnglish, options.choiceName) })
      .fill('Small');
    await group.getByRole('button', { name: options.addChoice }).click();
    await owner.keyboard.type('Family');
    await choice(2).getByLabel(options.priceDelta).fill('3.5');
    await owner.getByRole('button', { name: t.admin.update, exact: true }).click();
    await toast(owner, t.adminProducts.updated);

    const products = (await (await fetch(`${server.url}/api/products`)).json()) as { id: number; name: string }[];
    const tray = products.find((product) => product.name === PRODUCT)!;
    const shopper = await browser.newPage(DESKTOP, server.url);
    await openShop(shopper, 'en', `/products/${tray.id}`);
    await shopper.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    const sizes = shopper.getByRole('group', { name: /Tray size/ });
    await sizes.getByRole('radio', { name: /Family/ }).check();
    // 4.500 BD and 3.500 BD for the family tray.
    await shopper.getByText('8.000 BD', { exact: true }).first().waitFor();
  });

  it('rewords the home page, and the storefront shows the new title', async () => {
    await openSection(owner, t.admin.dashboard.home.title);
    const title = owner.getByRole('textbox', {
      name: inLanguage(t.adminSettings.inLanguage.en, t.adminSettings.fields.heroTitle),
      exact: true,
    });
    await expect.poll(() => title.inputValue()).not.toBe('');
    await title.fill('Fresh from the oven in Riffa');
    await owner.getByRole('button', { name: t.adminSettings.home.save }).click();
    await toast(owner, t.adminSettings.home.saved);

    const shopper = await browser.newPage(DESKTOP, server.url);
    await shopper.goto('/');
    await shopper.getByRole('heading', { level: 1, name: 'Fresh from the oven in Riffa' }).waitFor();
  });

  it('saves a theme preset, which is applied again after a reload', async () => {
    await openSection(owner, t.admin.dashboard.theme.title);
    await owner.getByRole('button', { name: t.adminTheme.presets.forestGreen }).click();
    await toast(owner, t.adminTheme.toast.applied);
    await owner.getByRole('button', { name: t.adminTheme.saveTheme }).click();
    await toast(owner, t.adminTheme.toast.saved);

    await owner.goto('/');
    await waitForHydration(owner);
    const painted = () =>
      owner.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    const saved = await owner.evaluate(
      () => JSON.parse(localStorage.getItem('adminTheme')!) as { name: string; colors: { primary: string } },
    );
    expect(saved.name).toBe('Forest Green');
    await expect.poll(painted).toBe(saved.colors.primary);
    expect(saved.colors.primary).not.toBe('340 70% 45%');
  });

  it('opens in the language its address asks for (?lang=ar), as the storefront does, and keeps it', async () => {
    const arabic = ownerTexts.ar;
    await owner.goto('/admin/orders?lang=ar');
    await owner.getByRole('heading', { level: 1, name: arabic.adminOrders.title }).waitFor();
    expect(await owner.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    // Stored as the choice, and dropped from the address so that a later switch survives a reload.
    await expect.poll(() => new URL(owner.url()).search).toBe('');
    expect(await owner.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    await owner.reload();
    await owner.getByRole('heading', { level: 1, name: arabic.adminOrders.title }).waitFor();

    await owner.goto('/admin/orders?lang=en');
    await owner.getByRole('heading', { level: 1, name: t.adminOrders.title }).waitFor();
  });

  it('logs out: the back office asks to sign in again', async () => {
    await owner.getByRole('banner').getByRole('button', { name: t.auth.logout }).click();
    await owner.getByRole('banner').getByRole('button', { name: t.auth.adminLogin }).waitFor();
    expect(await owner.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();

    await owner.goto('/admin/orders');
    await owner.getByRole('heading', { level: 1, name: t.admin.signInRequired }).waitFor();
    expect(await owner.getByText('Maryam').count()).toBe(0);
  });
});
