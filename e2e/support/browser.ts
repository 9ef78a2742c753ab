import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromiumPath } from './chromium-path';

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

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

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
    /** baseURL: another server than the shared one (a test that needs a fresh shop starts its own). */
    async newPage(device: typeof PHONE | typeof DESKTOP = DESKTOP, baseURL = inject('baseUrl')): Promise<Page> {
      if (!browser) throw new Error('No browser');
      const context = await browser.newContext({ ...device, baseURL });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      return page;
    },
  };
}
