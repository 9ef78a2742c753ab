// One Lighthouse run (mobile, default simulated throttling) of one page in Debian's Chromium;
// prints a JSON summary on standard output. Run by scripts/lighthouse.mjs under Node >= 22.19,
// which Lighthouse 13 needs. Arguments: URL [cookie header].
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

const [url, cookie] = process.argv.slice(2);

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
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
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
