// How long the owner waits for the back office's products list on a large catalogue: Debian's
// Chromium, a new profile each run (nothing cached), signed in, opening /admin/products; the time
// from the navigation's start until the list's count ("Showing 1–50 of 2,000 products") and its
// first row's Edit button are on screen.
import { chromium } from 'playwright-core';
import { median } from './timed-request.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** A laptop's window: the back office is mostly used on one. */
const VIEWPORT = { width: 1280, height: 800 };

/**
 * `runs` cold openings of the products list as the owner whose session `token` is; answers the
 * median and the slowest, in milliseconds, and the count line the list showed.
 */
export async function backOfficeFirstScreen(url, token, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  const times = [];
  let countLine = '';
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en' });
      // The session as the login dialog leaves it, there before the page's script reads it.
      await context.addInitScript((value) => localStorage.setItem('admin_token', value), token);
      // The moment the count and the first row's Edit button are in the page, noted by the page
      // itself: polling from outside would add its own work to what is measured.
      await context.addInitScript(() => {
        // Run in the page, whose globals these are.
        const { document, MutationObserver } = globalThis;
        const shown = () =>
          [...document.querySelectorAll('[role="status"]')].some((node) =>
            /^Showing 1–/.test(node.textContent ?? ''),
          ) &&
          [...document.querySelectorAll('button')].some((node) =>
            /^Edit /.test(node.getAttribute('aria-label') ?? node.textContent ?? ''),
          );
        new MutationObserver((_, observer) => {
          if (!shown()) return;
          globalThis.firstRowsAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(`${url}/admin/products`, { waitUntil: 'commit' });
      // Milliseconds since the navigation began.
      times.push(
        await (await page.waitForFunction(() => globalThis.firstRowsAt, undefined, { timeout: 30_000 })).jsonValue(),
      );
      const count = page.getByText(/^Showing 1–\d+ of [\d,]+ products$/);
      countLine = await count.innerText();
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { median: median(times), slowest: Math.max(...times), countLine };
}
