// `npm run bench:catalogue`: the storefront with a large catalogue. A new shop is filled through
// the REST API to 2,000 products in English and Arabic (a few hundred with pictures), the compiled
// server is started on it, and it measures the /products page (HTML size, time), a search (the
// page, GraphQL productPage, REST), the first page of products and the home page, then
// Lighthouse (mobile) on /products and on a search. Writes the '## Large catalogue' section of
// docs/benchmarks.md.
//
// On the embedded database in a data folder of its own, or, when DATABASE_URL is set, on a
// fresh database made on that server and dropped after. Builds first what is missing or out of date.
//
//   --products N     how many products the shop holds (2000)
//   --runs N         timed runs of each call (9)
//   --port N         where the measured shop listens (3196)
//   --no-lighthouse  leave Lighthouse out (a quick check); LIGHTHOUSE_RUNS runs a page otherwise (3)
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { backOfficeFirstScreen } from './bench-catalogue/back-office-first-screen.mjs';
import { catalogueCalls, measureCall } from './bench-catalogue/catalogue-calls.mjs';
import { lighthouseOf } from './bench-catalogue/catalogue-lighthouse.mjs';
import {
  backOfficeRow,
  callRow,
  catalogueSection,
  lighthouseRow,
  missedTargets,
  SECTION_TITLE,
} from './bench-catalogue/catalogue-report.mjs';
import { ownerApi, productCount } from './bench-catalogue/owner-api.mjs';
import { seedCatalogue } from './bench-catalogue/seed-catalogue.mjs';
import { catalogueProductPageQuery } from './bench-catalogue/storefront-operation.mjs';
import { closeConnections } from './bench-catalogue/timed-request.mjs';
import { writeBenchmarkSection } from './lib/benchmarks-report.mjs';
import { buildWhatIsStale } from './lib/build-stale.mjs';
import { startShop } from './lib/shop-server.mjs';
import { withThrowawayDatabase } from './lib/throwaway-database.mjs';

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '9' },
    port: { type: 'string', default: '3196' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const wholeNumber = (name, least) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < least) throw new Error(`--${name} must be a whole number, ${least} or more`);
  return value;
};
const PRODUCTS = wholeNumber('products', 1);
const RUNS = wholeNumber('runs', 1);
const PORT = wholeNumber('port', 1);
const LIGHTHOUSE_RUNS = options['no-lighthouse'] ? 0 : Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 0)
  throw new Error('LIGHTHOUSE_RUNS must be a whole number');
/** The word searched for: kunafa trays are a whole category, and their Arabic names hold كنافة. */
const WORD = 'kunafa';
/** The Arabic word as a shopper types it, with a plain haa for the taa marbuta: the search folds them. */
const ARABIC_WORD = 'كنافه';
/** A misspelt word, found by near spellings alone: the search's slowest kind. */
const TYPO = 'choclate';
/** The shop's owner, created at its first start (ADMIN_EMAIL, ADMIN_PASSWORD), so none is left to claim. */
const OWNER = { email: 'owner@bench.example', password: 'catalogue-bench-owner' };

const load = { before: loadavg()[0] };

/** Fills the shop on `env`'s data to PRODUCTS products, then starts it again and measures it. */
async function benchOn(env) {
  const shopEnv = { ...env, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, SEED_DEMO_DATA: 'true' };
  console.log(`Filling a new shop to ${PRODUCTS.toLocaleString('en')} products through the REST API...`);
  let shop = await startShop({ port: PORT, env: shopEnv });
  let seeded;
  try {
    const api = ownerApi(shop.url);
    await api.signIn(OWNER);
    const seedStarted = performance.now();
    seeded = await seedCatalogue(api, PRODUCTS);
    seeded.seconds = (performance.now() - seedStarted) / 1000;
  } finally {
    await shop.stop();
  }

  // A server that has just created 2,000 products carries their garbage: measure one that starts on the data.
  shop = await startShop({ port: PORT, env: shopEnv });
  try {
    const api = ownerApi(shop.url);
    await api.signIn(OWNER);
    seeded.total = await productCount(api);
    if (seeded.total !== PRODUCTS) throw new Error(`The shop holds ${seeded.total} products, not ${PRODUCTS}`);
    const { body: categories } = await api.call('GET', '/categories');
    seeded.categories = categories.length;
    if ((await productCount(api, `&q=${encodeURIComponent(ARABIC_WORD)}`)) === 0)
      throw new Error(`A search for ${ARABIC_WORD} finds nothing: the catalogue's kunafa should match it`);
    // Any write of the owner's drops the caches; this one changes nothing.
    const clearCaches = () => api.call('PUT', `/categories/${categories[0].id}`, { show_on_homepage: true });

    load.measuring = loadavg()[0];
    console.log(`\nTimings (${RUNS} runs each), load average ${load.measuring.toFixed(1)}:`);
    const rows = [];
    for (const call of catalogueCalls(pageQuery.query, { word: WORD, arabicWord: ARABIC_WORD, typo: TYPO })) {
      rows.push(await measureCall(shop.url, call, { runs: RUNS, clearCaches }));
      console.log(callRow(rows.at(-1)));
    }
    const backOffice = await backOfficeFirstScreen(shop.url, api.token, RUNS);
    console.log(backOfficeRow(backOffice));
    let lighthouse;
    if (LIGHTHOUSE_RUNS > 0) {
      console.log(
        `\nLighthouse (${LIGHTHOUSE_RUNS === 1 ? 'one run' : `${LIGHTHOUSE_RUNS} runs`} a page), load average ${loadavg()[0].toFixed(1)}:`,
      );
      lighthouse = await lighthouseOf(shop.url, ['/products', `/products?q=${WORD}`], LIGHTHOUSE_RUNS);
      lighthouse.results.forEach((page) => console.log(lighthouseRow(page)));
    }
    return { seeded, rows, backOffice, lighthouse, pageQuery: pageQuery.name };
  } finally {
    closeConnections();
    await shop.stop();
  }
}

await buildWhatIsStale();
// Read before anything starts: a storefront whose query cannot be found fails the run at once.
const pageQuery = catalogueProductPageQuery();
const started = performance.now();
let figures;
let database;
if (process.env.DATABASE_URL) {
  database = "PostgreSQL (a fresh database on DATABASE_URL's server, dropped after)";
  await withThrowawayDatabase(process.env.DATABASE_URL, 'catalogue', async (databaseUrl, dataDir) => {
    figures = await benchOn({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  });
} else {
  database = 'the embedded PostgreSQL (PGlite) in a new data folder';
  const dataDir = await mkdtemp(join(tmpdir(), 'crumb-catalogue-bench-'));
  try {
    figures = await benchOn({ DATABASE_URL: '', DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
load.after = loadavg()[0];

const run = { seconds: (performance.now() - started) / 1000, runs: RUNS, database };
await writeBenchmarkSection(
  SECTION_TITLE,
  catalogueSection({ ...figures, run, load, lighthouseRuns: LIGHTHOUSE_RUNS }),
);
const missed = missedTargets(figures);
console.log(`\n${missed.length ? `Missed targets:\n  ${missed.join('\n  ')}` : 'All targets met.'}`);
console.log(
  `Wrote the ${SECTION_TITLE} section of docs/benchmarks.md (${Math.round(run.seconds)} s in all; load average ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after).`,
);
