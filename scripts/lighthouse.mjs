// `npm run lighthouse`: Lighthouse (mobile, simulated throttling, 5 runs, the median by
// performance score) on the storefront as `npm start` serves the demo shop, in Debian's
// Chromium, with the JavaScript each page loaded as sent with brotli. Writes the '## Lighthouse'
// section of docs/benchmarks.md. Not part of `npm test`: timings are noisy, the table is the
// record (the bytes are held by e2e/storefront-budgets.e2e.ts).
//
// `-- --beside <revision>` measures that revision's build in the same run, its runs taking turns
// with this checkout's, each page's row beside its own: figures that depend on the machine
// compare only when taken together.
//
// Lighthouse 13 needs Node 22.19 or newer: on an older Node the runs use Node 24 from npm,
// fetched once (scripts/lighthouse/lighthouse-runs.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { baselineBuild } from './lib/baseline-build.mjs';
import { writeBenchmarkSection } from './lib/benchmarks-report.mjs';
import { buildWhatIsStale } from './lib/build-stale.mjs';
import { startShop } from './lib/shop-server.mjs';
import {
  auditPage,
  lighthouseTools,
  medianRun,
  nodeForLighthouse,
  PHONE_USER_AGENT,
} from './lighthouse/lighthouse-runs.mjs';

const { values: options } = parseArgs({ options: { beside: { type: 'string' } } });
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3198);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** A line in the cart, as the storefront keeps it: the cart and the checkout are measured with it. */
const CART = {
  'cart-storage': JSON.stringify({
    state: { items: [{ id: '1', name: 'Chocolate Fudge Cake', price: 12.5, image: null, quantity: 2 }] },
    version: 0,
  }),
};
/** A product's page: the demo's cake sold in sizes, with add-ons and a message (its id is the seeded shop's). */
const PRODUCT = 'Pistachio Rose Cake';

async function pagesOf(url) {
  const products = await (await fetch(`${url}/api/products`)).json();
  const product = products.find((candidate) => candidate.name === PRODUCT);
  if (!product) throw new Error(`The demo shop has no ${PRODUCT}`);
  const paths = [
    { name: '/', path: '/' },
    { name: '/products', path: '/products' },
    { name: `/products/${product.id} (${PRODUCT})`, path: `/products/${product.id}` },
    { name: '/about', path: '/about' },
    { name: '/cart (a line)', path: '/cart', storage: CART },
    { name: '/checkout (a line)', path: '/checkout', storage: CART },
  ];
  return ['en', 'ar'].flatMap((language) =>
    paths.map((page) => ({ ...page, name: `${page.name} ${language}`, cookie: `language=${language}` })),
  );
}

/** The bytes a browser on the shop's HTTPS address receives for `address` (brotli). */
function brotliBytes(address) {
  return new Promise((resolve, reject) => {
    // A connection of its own: a kept-alive one the server has just closed would fail the count.
    const asking = request(address, { headers: { 'accept-encoding': 'br' }, agent: false }, (response) => {
      let size = 0;
      response.on('data', (chunk) => (size += chunk.length));
      response.on('end', () => resolve(size));
      response.on('error', reject);
    });
    asking.on('error', reject);
    asking.end();
  });
}

/** The build measured and where its shop runs: this checkout, and the one beside it when asked. */
const builds = [{ label: 'this build', from: undefined, port: PORT }];
let baseline;
if (options.beside) {
  baseline = await baselineBuild(options.beside);
  builds.push({ label: options.beside, from: baseline.folder, port: PORT + 1 });
}

const node = nodeForLighthouse();
await buildWhatIsStale();
const chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
const today = new Date().toISOString().slice(0, 10);
const rows = [];
const notes = new Set();
const dataDirs = [];
const shops = [];
try {
  for (const build of builds) {
    const dataDir = await mkdtemp(join(tmpdir(), 'crumb-lighthouse-'));
    dataDirs.push(dataDir);
    shops.push(await startShop({ port: build.port, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, from: build.from }));
  }
  // The demo shop is seeded the same in every build: the pages' addresses are the same.
  const pages = await pagesOf(shops[0].url);
  // One unmeasured visit per page, as the phone Lighthouse plays, so each measured run finds the
  // server's caches as a visitor after the first one would.
  for (const shop of shops)
    for (const page of pages)
      await fetch(`${shop.url}${page.path}`, {
        headers: { accept: 'text/html', 'user-agent': PHONE_USER_AGENT, cookie: page.cookie },
      });
  for (const page of pages) {
    const runs = builds.map(() => []);
    // The builds take turns, so a burst of other work on the machine meets both alike.
    for (let run = 0; run < RUNS; run += 1)
      shops.forEach((shop, at) => runs[at].push(auditPage(node, `${shop.url}${page.path}`, page.cookie, page.storage)));
    for (const [at, build] of builds.entries()) {
      runs[at].forEach(
        (run) => run.error && notes.add(`${page.name} (${build.label}): a run failed (${run.error}), scored 0`),
      );
      const median = medianRun(runs[at]);
      median.failing.forEach((item) =>
        notes.add(`${page.name} (${build.label}) below a full score in the median run: ${item}`),
      );
      const scriptBytes = await Promise.all(
        median.scripts.map((script) => brotliBytes(`${shops[at].url}${new URL(script).pathname}`)),
      );
      const scriptKb = scriptBytes.reduce((sum, size) => sum + size, 0) / 1000;
      const ms = (value) => (value === null ? '-' : (value / 1000).toFixed(2));
      rows.push(
        `| ${today} | ${page.name} | ${build.label} | ${median.performance} (${runs[at].map((r) => r.performance).join(', ')}) | ${Math.round(median.tbtMs)} | ${ms(median.fcpMs)} | ${ms(median.lcpMs)} | ${(median.lcpElement ?? '-').replace(/\|/g, '/')} | ${median.cls.toFixed(3)} | ${scriptKb.toFixed(1)} | ${median.scriptRequests} | ${median.accessibility} | ${median.bestPractices} | ${median.seo} |`,
      );
      console.log(rows.at(-1));
    }
  }
} finally {
  for (const shop of shops) await shop.stop();
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  await baseline?.remove();
}

const section = `## Lighthouse

Written by \`npm run lighthouse\` (scripts/lighthouse.mjs), ${today}: ${lighthouseTools(node)},
mobile with its default simulated throttling, ${chromium} headless, ${cpus().length} cores and
${(totalmem() / 2 ** 30).toFixed(0)} GiB shared with the server. The demo shop as \`npm start\` serves it (embedded
database); ${RUNS} runs a page, the run with the median performance score shown (all scores in brackets).
${builds.length > 1 ? `Beside this build, ${options.beside}'s, built from a clean checkout with its own packages; their runs took turns.\n` : ''}The cart and the checkout hold a line (two Chocolate Fudge Cakes) in local storage, as a shopper's would.
"JS kB" is the JavaScript the page loaded during the run as sent with brotli (a browser on HTTPS; Chromium asks a
plain-HTTP address for gzip only), "scripts" how many requests.
Targets: performance 95 or more, accessibility, best practices and SEO 100, CLS below 0.02, TBT below 150 ms.

What the figures rest on (docs/architecture.md, "Hydration on a slow phone"): the page hydrates in
a Suspense boundary of its own, in short slices; stored values that hold nothing hydrate without
a second, synchronous render; a rendered page asks for its scripts only once its main picture is
shown (api/src/ssr/page-script-loader.ts); the products grid's first card is fetched at high
priority and the next three with the page; the phone menu's code waits for a finger on its button.

What the traces showed (main-thread thread time of Lighthouse's own traces, times 4 as the
simulation counts it, several runs; \`LIGHTHOUSE_TRACE=file\` beside \`LIGHTHOUSE_REPORT=file\` makes
scripts/lighthouse/audit-page.mjs save both, and scripts/lighthouse/long-tasks.mjs lists a saved
trace's long tasks). Total blocking time: evaluating the entry's modules is the one long task left
(vendor and index, 60-75 ms: React DOM's set-up, styled-components reading the server's style tags,
the app's start, i18next's set-up); \`hydrateRoot\` runs inside a transition and \`useHydrated\`
switches by a transition, so hydrating is many tasks of a few milliseconds. The simulation takes
each task's wall-clock length, so anything else running on the machine (a build, tests) stretches
the tasks and the blocking time several times over: measure on a quiet machine.
LCP: Lighthouse's estimate counts every script that finished loading before the page's largest
paint, unless it sees that script evaluated after the paint, which it cannot for module scripts.
With script tags in the page, the six scripts (about 215 kB gzip) arrived before Chromium's first
paint on this loopback server, and the estimate added their download on the simulated connection
(LCP 2.2-2.5 s, scores 86-96). Asked for once the main picture has been painted, they are no longer
part of the estimate; on /products the first card's picture had also been lazily loaded (found
only by layout) and is now fetched at high priority with a preload.

| date | page | build | performance | TBT ms | FCP s | LCP s | LCP element | CLS | JS kB | scripts | accessibility | best practices | SEO |
| --- | --- | --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
${notes.size ? `\nNotes: ${[...notes].join('; ')}.\n` : ''}`;
await writeBenchmarkSection('Lighthouse', section);
console.log('\nWrote the Lighthouse section of docs/benchmarks.md');
