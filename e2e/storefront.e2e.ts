import { describe, expect, it } from 'vitest';
import { browserMissing, DESKTOP, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

describe.skipIf(browserMissing)('storefront in Chromium against the real server', () => {
  it('home shows the hero and the seeded homepage categories, each linking to its products', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('link', { name: 'Order Now' }).waitFor();
    for (const name of ['Cakes', 'Baking Mixes', 'Sweets']) {
      await page.getByRole('heading', { name }).waitFor();
    }
    const explore = page.getByRole('link', { name: /Explore Collection/ });
    expect(await explore.count()).toBe(3);
    expect(await explore.first().getAttribute('href')).toMatch(/^\/products\?category=\d+$/);
    expect(await page.getByRole('contentinfo').textContent()).toContain('crumb.bh');
  });

  it('a category card leads to /products with that category chosen, and the filter narrows the grid', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/');
    await page
      .getByRole('link', { name: /View Items.*Sweets|Sweets.*View Items|View Items/ })
      .last()
      .click();
    await page.waitForURL(/\/products\?category=\d+$/);
    await page.getByText('Luqaimat Box').waitFor();
    expect(await page.getByRole('button', { name: 'Sweets' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText('Chocolate Fudge Cake').count()).toBe(0);

    await page.getByRole('button', { name: 'Cakes' }).click();
    await page.getByText('Chocolate Fudge Cake').waitFor();
    expect(await page.getByText('Luqaimat Box').count()).toBe(0);
    expect(page.url()).toMatch(/category=\d+/);

    await page.getByRole('button', { name: 'All Categories' }).click();
    await page.getByText('Luqaimat Box').waitFor();
    await page.getByText('Chocolate Fudge Cake').waitFor();
    expect(await page.getByText('12.500 BD').count()).toBe(1);
  });

  it('Arabic turns the page right-to-left, and the choice survives a reload', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/products');
    // Tapped as soon as it shows: language-switch.e2e.ts holds that a tap at any moment is clean.
    await page.getByRole('link', { name: /العربية/ }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.getByRole('button', { name: 'جميع الفئات' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'جميع الفئات' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
  });

  it('an unknown route shows the 404 page with a way home', async () => {
    const page = await browser.newPage(DESKTOP);
    const response = await page.goto('/no-such-page');
    // Rendered on the server with the status that says so, for crawlers and link checkers.
    expect(response?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
