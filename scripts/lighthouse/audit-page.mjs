// One Lighthouse run (mobile, default simulated throttling) of one page in Debian's Chromium;
// prints a JSON summary on standard output. Run by scripts/lighthouse.mjs under Node >= 22.19,
// which Lighthouse 13 needs. Arguments: URL [cookie header] [local storage, as JSON of keys and
// values the page's origin holds before the run: a shopper's cart].
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, cookie, storage] = process.argv.slice(2);

/**
 * Writes the stored values into the fresh profile's local storage for the page's origin, from a
 * small page of the same origin, so the measured load finds them as a returning shopper's would.
 */
async function storeBeforeTheRun(port, entries) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The first item of type 'node' anywhere in an audit's details. */
function findNode(details) {
  if (!details || typeof details !== 'object') return null;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(findNode).find(Boolean) : findNode(value);
    if (found) return found;
  }
  return null;
}

/** `img "Chocolate Fudge Cake"`, `h1 "Baked fresh in Manama"`: the tag, then its label. */
function describeNode(node) {
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? 'element';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim().slice(0, 48);
  return label ? `${tag} "${label}"` : tag;
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  if (storage) await storeBeforeTheRun(chrome.port, JSON.parse(storage));
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    // Lighthouse empties the origin's storage before a run unless told not to; the profile is new.
    ...(storage ? { disableStorageReset: true } : {}),
  });
  const { lhr, artifacts } = result;
  // For finding out why a page scores what it does: the whole report, and the trace it was
  // computed from (open it in Chrome's Performance panel), when asked for.
  if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
  if (process.env.LIGHTHOUSE_TRACE) writeFileSync(process.env.LIGHTHOUSE_TRACE, JSON.stringify(artifacts.Trace));
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  // The element Lighthouse took as the largest contentful paint: its tag and how a person would name it.
  const lcpNode = findNode(lhr.audits['lcp-breakdown-insight']?.details);
  console.log(
    JSON.stringify({
      // A run Lighthouse could not complete (its error code, such as NO_LCP): no scores.
      error: lhr.runtimeError?.code ?? null,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      scriptRequests: requests.filter((item) => item.resourceType === 'Script').length,
      // The scripts' addresses, for their size as a browser on HTTPS receives them (brotli).
      scripts: requests.filter((item) => item.resourceType === 'Script').map((item) => item.url),
      lcpElement: lcpNode ? describeNode(lcpNode) : null,
      // What kept a category below 100, so the table can say why.
      failing: Object.values(lhr.categories).flatMap((category) =>
        category.id === 'performance'
          ? []
          : category.auditRefs
              .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
              .map((ref) => `${category.id}: ${ref.id}`),
      ),
    }),
  );
} finally {
  chrome.kill();
}
