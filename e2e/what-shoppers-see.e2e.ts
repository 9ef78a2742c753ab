import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import aboutAr from '../web/src/about/locales/ar.json';
import aboutEn from '../web/src/about/locales/en.json';
import homeAr from '../web/src/home/locales/ar.json';
import homeEn from '../web/src/home/locales/en.json';
import notFoundAr from '../web/src/not-found/locales/ar.json';
import notFoundEn from '../web/src/not-found/locales/en.json';
import { generatedImage } from '../api/test/generated-images';
import {
  adminToken,
  createProductWithPhoto,
  deleteProduct,
  placeOrder,
  someProductId,
  updateSettings,
} from './support/admin-api';
import { browserMissing, LAPTOP, PHONE, useBrowser, type Device } from './support/browser';
import { waitForHydration } from './support/hydration';
import { adminRoutes, openAsOwner, openInApp } from './support/owner';
import { waitForQuietNetwork } from './support/quiet-network';
import {
  endlessAnimationsBehindPictures,
  focusableButHidden,
  laidOutPictureCount,
  overflowingElements,
  unseenPictures,
  watchForErrors,
  whyTextUnseen,
} from './support/seen';
import { price, texts, type Language } from './support/shopper';

/**
 * Every storefront page as a shopper sees it, in English and Arabic, on a phone and a laptop,
 * with and without JavaScript: each picture on the page loaded and seen (not merely present),
 * nothing wider than the screen, no error in the browser, and the page's words, prices and
 * pictures there before (and without) the scripts.
 */
const baseUrl = () => inject('baseUrl');
const browser = useBrowser();

const pageTexts = {
  en: { ...texts.en, ...aboutEn, ...homeEn, ...notFoundEn },
  ar: { ...texts.ar, ...aboutAr, ...homeAr, ...notFoundAr },
} as const;

interface ApiProduct {
  id: number;
  name: string;
  name_ar: string;
  price: number;
  image: string | null;
  category_id: number;
}
interface ApiCategory {
  id: number;
  name: string;
  name_ar: string;
  show_on_homepage: boolean;
}

let products: ApiProduct[] = [];
let categories: ApiCategory[] = [];

beforeAll(async () => {
  products = (await (await fetch(`${baseUrl()}/api/products`)).json()) as ApiProduct[];
  categories = (await (await fetch(`${baseUrl()}/api/categories`)).json()) as ApiCategory[];
});

const named = (item: { name: string; name_ar: string }, language: Language) =>
  language === 'ar' ? item.name_ar : item.name;

/** The cart a returning shopper left in this browser: two demo products with their pictures, added in their language. */
function storedCart(language: Language) {
  const lines = products.slice(0, 2).map((product) => ({
    id: String(product.id),
    name: named(product, language),
    price: product.price,
    image: product.image,
    quantity: 1,
  }));
  return JSON.stringify({ state: { items: lines }, version: 0 });
}

interface StorefrontPage {
  path: string;
  /** Words and prices the page must show a person, scripts or not. */
  words: string[];
  /** Pictures the page lays out at least (so a check that finds none cannot pass unnoticed). */
  pictures: number;
  /** Shown only once the scripts read the shopper's cart from this browser. */
  cartWords?: string[];
  /** Shown only without scripts. */
  noScriptWords?: string[];
  /** Pictures of the shopper's cart lines, laid out once the scripts read them. */
  cartPictures?: number;
}

function storefrontPages(language: Language): StorefrontPage[] {
  const t = pageTexts[language];
  const cakes = categories.find((category) => category.name === 'Cakes')!;
  const cakeProducts = products.filter((product) => product.category_id === cakes.id);
  const [first, second] = products;
  return [
    {
      path: '/',
      words: categories.filter((category) => category.show_on_homepage).map((category) => named(category, language)),
      pictures: 1 + categories.length,
    },
    {
      path: '/products',
      words: [...products.map((product) => named(product, language)), price(first!.price, language)],
      pictures: products.length,
    },
    {
      path: `/products?category=${cakes.id}`,
      words: cakeProducts.map((product) => named(product, language)),
      pictures: cakeProducts.length,
    },
    {
      path: `/products/${first!.id}`,
      words: [named(first!, language), price(first!.price, language)],
      pictures: 1,
    },
    { path: '/about', words: [t.about.getInTouch], pictures: 1 },
    {
      path: '/cart',
      words: [t.cart.title],
      pictures: 0,
      cartPictures: 2,
      cartWords: [named(first!, language), named(second!, language), price(first!.price + second!.price, language)],
      noScriptWords: [t.cart.needsScripts],
    },
    {
      path: '/checkout',
      words: [t.checkout.title],
      pictures: 0,
      cartWords: [t.checkout.fullName],
      noScriptWords: [t.cart.needsScripts],
    },
    { path: '/order-confirmation', words: [t.confirmation.submitted], pictures: 0 },
    { path: '/orders/lookup', words: [t.lookup.title], pictures: 0 },
    { path: '/no-such-page', words: [t.notFound.title], pictures: 0 },
  ];
}

/** The browser's own 404 report for the not-found page is that page's point, not an error. */
const notFoundStatus = (message: string, url: string) => /status of 404/.test(message) && url.endsWith('/no-such-page');

/**
 * A context for one kind of shopper: their language chosen before (cookie and storage), and the
 * scripts on or off; `more` sets the window or the browser beyond the device's.
 */
async function shopperContext(
  device: Device,
  language: Language,
  javaScriptEnabled: boolean,
  more: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const page = await browser.newPage(device, baseUrl(), { ...more, javaScriptEnabled });
  const context = page.context();
  await page.close();
  await context.addCookies([{ name: 'language', value: language, url: baseUrl() }]);
  await context.addInitScript(
    ([chosen, cart]) => {
      localStorage.setItem('language', chosen);
      // Once: what the shopper then adds stays.
      if (localStorage.getItem('cart-storage') === null) localStorage.setItem('cart-storage', cart);
    },
    [language, storedCart(language)] as const,
  );
  return context;
}

/** What is wrong with one page as it stands, one line per problem. */
async function problemsOn(page: Page, expected: StorefrontPage, { scripts }: { scripts: boolean }): Promise<string[]> {
  const problems: string[] = [];
  const count = await laidOutPictureCount(page);
  const pictures = expected.pictures + (scripts ? (expected.cartPictures ?? 0) : 0);
  if (count < pictures) problems.push(`${count} pictures laid out, ${pictures} expected at least`);
  problems.push(...(await unseenPictures(page, { scope: 'all' })));
  for (const words of [...expected.words, ...((scripts ? expected.cartWords : expected.noScriptWords) ?? [])]) {
    const why = await whyTextUnseen(page, words);
    if (why) problems.push(`"${words}": ${why}`);
  }
  problems.push(...(await overflowingElements(page)));
  problems.push(...(await focusableButHidden(page)));
  problems.push(...(await endlessAnimationsBehindPictures(page)));
  return problems;
}

const devices = [
  ['a phone', PHONE],
  ['a laptop', LAPTOP],
] as const;
const languages = ['en', 'ar'] as const;

describe.skipIf(browserMissing)('what a shopper sees on every storefront page', () => {
  for (const [deviceName, device] of devices) {
    for (const language of languages) {
      it(
        `shows every picture, fits the screen and reports no error, in ${language} on ${deviceName}`,
        { timeout: 120_000 },
        async () => {
          const context = await shopperContext(device, language, true);
          const page = await context.newPage();
          const errors = watchForErrors(page, notFoundStatus);
          const found: Record<string, string[]> = {};
          for (const expected of storefrontPages(language)) {
            // What the server sent, before any script: the pictures there already.
            await page.goto(expected.path);
            const beforeScripts = await unseenPictures(page, { scope: 'first-screen' });
            await waitForHydration(page);
            const problems = [
              ...beforeScripts.map((problem) => `first screen: ${problem}`),
              ...(await problemsOn(page, expected, { scripts: true })),
            ];
            problems.push(...errors.splice(0));
            if (problems.length) found[expected.path] = problems;
          }
          expect(found).toEqual({});
          await context.close();
        },
      );

      it(
        `shows the words, prices and pictures without JavaScript, in ${language} on ${deviceName}`,
        { timeout: 120_000 },
        async () => {
          const context = await shopperContext(device, language, false);
          const page = await context.newPage();
          const found: Record<string, string[]> = {};
          for (const expected of storefrontPages(language)) {
            await page.goto(expected.path);
            expect(await page.evaluate(() => document.documentElement.lang), expected.path).toBe(language);
            const problems = await problemsOn(page, expected, { scripts: false });
            if (problems.length) found[expected.path] = problems;
          }
          expect(found).toEqual({});
          await context.close();
        },
      );
    }
  }

  it('keeps the pictures seen after a client-side navigation and when they come from the cache', async () => {
    const context = await shopperContext(PHONE, 'en', true);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto('/');
    await waitForHydration(page);
    // Client-side: the products page's pictures arrive after hydration.
    await page.getByRole('link', { name: pageTexts.en.home.orderNow }).click();
    await page.waitForURL('**/products');
    await page.getByRole('article', { name: products[0]!.name }).waitFor();
    expect(await unseenPictures(page, { scope: 'all' })).toEqual([]);
    // Back home and reloaded: every picture now comes from the browser's cache, at once.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await unseenPictures(page, { scope: 'all' })).toEqual([]);
    await page.reload();
    expect(await unseenPictures(page, { scope: 'first-screen' })).toEqual([]);
    await waitForHydration(page);
    expect(await unseenPictures(page, { scope: 'all' })).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('a photo the owner uploaded', () => {
    let uploaded: { id: number; image: string } | undefined;
    const name = 'E2E Photo Cake';
    afterAll(async () => {
      if (uploaded) await deleteProduct(uploaded.id);
    });

    it(
      'is seen on the storefront through its WebP copies, in the grid and in the cart, on a phone and a laptop',
      { timeout: 120_000 },
      async () => {
        const cakes = categories.find((category) => category.name === 'Cakes')!;
        const photo = { name: 'cake.jpg', mimeType: 'image/jpeg', buffer: await generatedImage(1600, 1200, 'jpeg') };
        uploaded = await createProductWithPhoto({
          name,
          name_ar: 'كعكة الصورة',
          price: 7.25,
          category_id: cakes.id,
          photo,
        });
        expect(uploaded.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
        // The copies are made in the background: the rendered page offers them once they exist.
        await expect
          .poll(
            async () =>
              (
                await (
                  await fetch(`${baseUrl()}/products?category=${cakes.id}`, { headers: { accept: 'text/html' } })
                ).text()
              ).includes('type="image/webp"'),
            { timeout: 30_000 },
          )
          .toBe(true);

        for (const device of [PHONE, LAPTOP]) {
          const context = await shopperContext(device, 'en', true);
          const page = await context.newPage();
          const errors = watchForErrors(page);
          await page.goto(`/products?category=${cakes.id}`);
          await waitForHydration(page);
          const card = page.getByRole('article', { name });
          await card.scrollIntoViewIfNeeded();
          const picture = card.getByRole('img', { name });
          await expect
            .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
            .toBe(true);
          // The browser chose a WebP copy that fits the card, not the 1600-pixel original.
          expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.w\d+\.webp$/);
          expect(await unseenPictures(page, { scope: 'all' })).toEqual([]);

          await card.getByRole('button', { name: texts.en.products.addToCart }).click();
          await page.goto('/cart');
          await waitForHydration(page);
          const line = page
            .getByRole('list', { name: texts.en.shop.cartLines })
            .getByRole('listitem')
            .filter({ hasText: name });
          const thumbnail = line.locator('img');
          await expect
            .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
            .toBe(true);
          // A cart line knows only the path: the server sends it the small WebP copy that fits.
          expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeLessThan(1600);
          expect(await unseenPictures(page, { scope: 'all' })).toEqual([]);
          expect(errors).toEqual([]);
          await context.close();
        }
      },
    );
  });

  describe("the owner's uploaded hero photo and logo", () => {
    let restore: Record<string, string> | undefined;
    afterAll(async () => {
      if (restore) await updateSettings(restore);
    });

    it(
      'shows them on the home page of a phone and a laptop: the hero through its WebP copies, the logo in the bar',
      { timeout: 120_000 },
      async () => {
        const before = (await (await fetch(`${baseUrl()}/api/settings`)).json()) as {
          heroImage: string | null;
          logo: string | null;
        };
        restore = { heroImage: before.heroImage ?? '', logo: before.logo ?? '' };
        const hero = { name: 'hero.jpg', mimeType: 'image/jpeg', buffer: await generatedImage(2000, 900, 'jpeg') };
        const logo = { name: 'logo.png', mimeType: 'image/png', buffer: await generatedImage(360, 120, 'png') };
        await updateSettings({}, { heroImage: hero, logo });
        await expect
          .poll(
            async () =>
              (await (await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } })).text()).includes(
                'type="image/webp"',
              ),
            { timeout: 30_000 },
          )
          .toBe(true);

        for (const device of [PHONE, LAPTOP]) {
          for (const javaScriptEnabled of [true, false]) {
            const context = await shopperContext(device, 'en', javaScriptEnabled);
            const page = await context.newPage();
            const errors = watchForErrors(page);
            await page.goto('/');
            if (javaScriptEnabled) await waitForHydration(page);
            const heroPicture = page.getByRole('img', { name: pageTexts.en.home.heroImageAlt });
            expect(await heroPicture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.w\d+\.webp$/);
            expect(await page.getByRole('banner').locator('img').count()).toBe(1);
            expect(await unseenPictures(page, { scope: 'all' })).toEqual([]);
            expect(errors).toEqual([]);
            await context.close();
          }
        }
      },
    );
  });
});

describe.skipIf(browserMissing)('the bars that fit the window, whatever browser asks', () => {
  // The server guesses the screen from the user agent, but a desktop window can be narrow and a
  // phone's browser can ask for the desktop site: what arrives first has to fit the window it
  // lands in, before and without the scripts. The width of the md breakpoint is 768 pixels.
  const widths = [360, 600, 800, 1024, 1366];
  const agents = [
    ['a desktop browser', {}],
    ['a phone browser', { userAgent: PHONE.userAgent, isMobile: true, hasTouch: true }],
  ] as const;

  for (const [agentName, agent] of agents) {
    for (const language of languages) {
      it(
        `shows the bars of the window's width, and nothing wider than it, in ${language} for ${agentName}, with and without JavaScript`,
        { timeout: 240_000 },
        async () => {
          const t = pageTexts[language];
          const found: Record<string, string[]> = {};
          for (const javaScriptEnabled of [true, false]) {
            // One browser window per agent, resized before each page comes: the server sees the
            // same request at every width, and each page is laid out afresh in the width it lands in.
            const context = await shopperContext(LAPTOP, language, javaScriptEnabled, agent);
            const page = await context.newPage();
            const errors = watchForErrors(page);
            for (const width of widths) {
              await page.setViewportSize({ width, height: 800 });
              for (const path of ['/', '/products']) {
                await page.goto(path);
                if (javaScriptEnabled) await waitForHydration(page);
                const phoneBars = width < 768;
                const problems = [...(await overflowingElements(page)), ...errors.splice(0)];
                if ((await page.getByRole('button', { name: t.nav.openMenu }).isVisible()) !== phoneBars)
                  problems.push(`the phone's top bar is ${phoneBars ? 'not ' : ''}shown`);
                if ((await page.getByRole('navigation', { name: t.nav.label }).isVisible()) === phoneBars)
                  problems.push(`the desktop bar is ${phoneBars ? '' : 'not '}shown`);
                if (problems.length)
                  found[`${width}px ${javaScriptEnabled ? 'with' : 'without'} JavaScript ${path}`] = problems;
              }
            }
            await context.close();
          }
          expect(found).toEqual({});
        },
      );
    }
  }
});

/**
 * Tabs a person does not see without first scrolling their row sideways: each tab must lie
 * within its tab list's box (a list that scrolls clips the ones past its edge, with nothing to
 * say they are there).
 */
async function tabsOutOfSight(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="tablist"]')].flatMap((list) => {
      const row = list.getBoundingClientRect();
      return [...list.querySelectorAll('[role="tab"]')]
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          return (
            box.left < Math.max(row.left, 0) - 0.5 ||
            box.right > Math.min(row.right, document.documentElement.clientWidth) + 0.5
          );
        })
        .map((tab) => `tab "${(tab.textContent ?? '').trim()}" is out of sight, past the edge of its row`);
    }),
  );
}

describe.skipIf(browserMissing)('what the owner sees in the back office on a phone', () => {
  // An order, so the orders pages show their filters and cards rather than the empty state.
  beforeAll(async () => {
    await placeOrder({ customerName: 'Seen Shopper', items: [{ productId: await someProductId(), quantity: 1 }] });
  });

  for (const language of languages) {
    it(
      `shows every picture and every tab, and fits the screen, on every back-office page, in ${language}`,
      { timeout: 120_000 },
      async () => {
        const token = await adminToken();
        const page = await browser.newPage(PHONE);
        const errors = watchForErrors(page);
        await openAsOwner(page, token, language);
        const found: Record<string, string[]> = {};
        for (const path of adminRoutes) {
          await openInApp(page, path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await waitForQuietNetwork(page);
          const problems = [
            ...(await unseenPictures(page, { scope: 'all' })),
            ...(await overflowingElements(page)),
            ...(await tabsOutOfSight(page)),
            ...errors.splice(0),
          ];
          if (problems.length) found[path] = problems;
        }
        expect(found).toEqual({});
      },
    );
  }
});
