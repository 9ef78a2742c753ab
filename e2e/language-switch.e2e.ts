import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserMissing, LAPTOP, PHONE, useBrowser } from './support/browser';
import { waitForHydration } from './support/hydration';
import { watchForErrors } from './support/seen';
import { pageLanguage, texts } from './support/shopper';

/**
 * The language switch tapped at the first moment a shopper can, on a page the server rendered:
 * before any script has run, and the instant React begins to take the page over (while parts of
 * it are still the server's HTML). Either way the page ends in Arabic with no error: no
 * hydration mismatch (React error 418, which makes React render the page again, visibly), no
 * console error, no page error.
 */
const browser = useBrowser();

const devices = [
  ['a phone', PHONE],
  ['a laptop', LAPTOP],
] as const;

/** The page as a shopper reading Arabic has it, once it is the browser's. */
async function expectArabicProducts(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: texts.ar.products.title }).waitFor();
  await waitForHydration(page);
  expect(await pageLanguage(page)).toEqual(['ar', 'rtl', 'ar']);
  await page.getByRole('button', { name: texts.ar.products.allCategories }).waitFor();
  // The choice is stored: the address no longer needs to carry it.
  expect(new URL(page.url()).search).toBe('');
}

/** Whether React already owns an element (it keeps its fiber on the elements it hydrated). */
const OWNED_BY_REACT = `(element) => element !== null && Object.keys(element).some((key) => key.startsWith('__react'))`;

describe.skipIf(browserMissing)('the language switch, tapped as early as a shopper can', () => {
  for (const [deviceName, device] of devices) {
    it(`before the scripts have run, brings the page in Arabic, on ${deviceName}`, async () => {
      const page = await browser.newPage(device);
      const errors = watchForErrors(page);
      // The page's scripts are held back: what shows is the server's HTML alone.
      let releaseScripts!: () => void;
      const scriptsHeld = new Promise<void>((release) => (releaseScripts = release));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await scriptsHeld;
        // A request of the page left behind is cancelled by the browser: nothing to continue.
        await route.continue().catch(() => undefined);
      });
      await page.goto('/products', { waitUntil: 'commit' });

      const toggle = page.getByRole('link', { name: /العربية/ });
      await toggle.click();
      await page.waitForURL((url) => url.searchParams.get('lang') === 'ar', { waitUntil: 'commit' });
      releaseScripts();

      await expectArabicProducts(page);
      expect(errors).toEqual([]);
    });

    it(`the instant React starts hydrating, switches once the page is hydrated, on ${deviceName}`, async () => {
      const page = await browser.newPage(device);
      const errors = watchForErrors(page);
      // A slow phone's processor: the page takes a while to hydrate, part by part.
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      // From inside the page, the switch is tapped from the first moment React is there (it has
      // begun on the root), again at each turn of the event loop until React takes the tap (it
      // then hydrates the switch at once, ahead of the rest of the page): no round trip from the
      // test runner could be that early. A tap React does not take yet would load the page in
      // Arabic (the switch is a link, tested above): here it is held back and tried again.
      await page.addInitScript(`(() => {
        const ownedByReact = ${OWNED_BY_REACT};
        const tap = () => {
          const root = document.getElementById('root');
          const toggle = [...document.querySelectorAll('a[hreflang="ar"]')].find((link) => link.getClientRects().length > 0);
          if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer')) || !toggle) return setTimeout(tap, 0);
          const mainContentHydrated = ownedByReact(document.querySelector('#main-content > *'));
          addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
          toggle.click();
          if (!ownedByReact(toggle)) return setTimeout(tap, 0);
          globalThis.__tapped = { mainContentHydrated, taken: true };
        };
        tap();
      })()`);
      await page.goto('/products');

      await page.waitForFunction(() => 'language' in localStorage && localStorage.getItem('language') === 'ar');
      // The tap came while the page was still being hydrated.
      expect(await page.evaluate('globalThis.__tapped')).toEqual({ mainContentHydrated: false, taken: true });
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await expectArabicProducts(page);
      expect(errors).toEqual([]);
    });
  }
});
