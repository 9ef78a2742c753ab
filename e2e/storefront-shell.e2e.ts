import { describe, expect, it } from 'vitest';
import { browserMissing, DESKTOP, PHONE, useBrowser } from './support/browser';
import { addToCart, cartLink, openShop } from './support/shopper';

const browser = useBrowser();

describe.skipIf(browserMissing)('the storefront around the pages', () => {
  it("paints the owner's stored theme at start, and repaints when another tab saves one", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.addInitScript(() => {
      if (!localStorage.getItem('adminTheme')) {
        localStorage.setItem(
          'adminTheme',
          JSON.stringify({ name: 'Forest Green', colors: { primary: '142 60% 32%' } }),
        );
      }
    });
    await page.goto('/');
    const primary = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    const orderNowColour = () =>
      page.getByRole('link', { name: 'Order Now' }).evaluate((link) => getComputedStyle(link).backgroundColor);
    // The same colour as hsl(142 60% 32%) painted by the browser itself.
    const painted = (hsl: string) =>
      page.evaluate((colour) => {
        const probe = document.createElement('span');
        probe.style.backgroundColor = colour;
        document.body.append(probe);
        const rgb = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return rgb;
      }, hsl);
    await page.getByRole('link', { name: 'Order Now' }).waitFor();
    expect(await primary()).toBe('142 60% 32%');
    expect(await orderNowColour()).toBe(await painted('hsl(142 60% 32%)'));

    const otherTab = await page.context().newPage();
    await otherTab.goto('/about');
    await otherTab.evaluate(() =>
      localStorage.setItem('adminTheme', JSON.stringify({ name: 'Royal Purple', colors: { primary: '262 52% 47%' } })),
    );

    await expect.poll(primary).toBe('262 52% 47%');
    // The button eases into its new colour, once its tab is in front again (background tabs
    // do not run transitions).
    await page.bringToFront();
    const purple = await painted('hsl(262 52% 47%)');
    await expect.poll(orderNowColour).toBe(purple);
  });

  it('keeps the cart badge of every open tab in step', async () => {
    const page = await browser.newPage(DESKTOP);
    await openShop(page, 'en', '/products');
    const otherTab = await page.context().newPage();
    await otherTab.goto('/about');

    await addToCart(page, 'en', 'Luqaimat Box', 2);

    await cartLink(otherTab, 'en', false).getByText('2', { exact: true }).waitFor();
  });

  it('opens the phone menu from the keyboard, keeps focus in it, and gives it back on Escape', async () => {
    const page = await browser.newPage(PHONE);
    await openShop(page, 'en', '/products');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');

    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('serves the demo images from the API host and keeps their size while loading', async () => {
    const page = await browser.newPage(PHONE);
    await openShop(page, 'en', '/products');
    const picture = page.getByRole('article', { name: 'Luqaimat Box' }).getByRole('img', { name: 'Luqaimat Box' });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/uploads\//);
    expect(await picture.evaluate((image) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual([
      '480',
      '360',
    ]);
    expect(await picture.getAttribute('loading')).toBe('lazy');
  });
});
