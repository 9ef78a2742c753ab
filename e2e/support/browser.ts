import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromiumPath } from './chromium-path';
import { trackRequests } from './quiet-network';

/** Flags that keep Debian's Chromium from reaching for the network or a sandbox it cannot have. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** A phone as the server meets one: a phone's user agent, which also sends Sec-CH-UA-Mobile: ?1. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
/** A kitchen's tablet, upright: a touch screen like a phone's, whose browser says it is no phone. */
export const TABLET = {
  ...PHONE,
  viewport: { width: 820, height: 1180 },
  userAgent: PHONE.userAgent.replace('Pixel 7', 'SM-X710').replace(' Mobile ', ' '),
} as const;
/** A common laptop screen, for the checks of what people see. */
export const LAPTOP = { viewport: { width: 1366, height: 900 } } as const;
export type Device = typeof PHONE | typeof TABLET | typeof DESKTOP | typeof LAPTOP;

/** Whether this run has a browser; without one (outside CI) the tests are skipped. */
export const browserMissing = inject('browserMissing');

/**
 * One browser for the file; `newPage` opens a page in a fresh context (its own local storage)
 * on the server the global setup started.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  beforeAll(async () => {
    if (browserMissing) return;
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
  });
  afterEach(() => {
    // A script error on any page fails the test that caused it.
    expect(pageErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    /**
     * baseURL: another server than the shared one (a test that needs a fresh shop starts its own);
     * options: more of the context's settings (javaScriptEnabled: false for the page without scripts).
     */
    async newPage(
      device: Device = DESKTOP,
      baseURL = inject('baseUrl'),
      options: BrowserContextOptions = {},
    ): Promise<Page> {
      if (!browser) throw new Error('No browser');
      const context = await browser.newContext({ ...device, ...options, baseURL });
      contexts.push(context);
      const page = await context.newPage();
      trackRequests(page);
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      return page;
    },
  };
}
