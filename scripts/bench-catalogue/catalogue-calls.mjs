// The calls the large catalogue is measured on, each timed right after an owner's write (which
// drops the server's read cache and rendered pages: what the first visitor after a change, or
// after the caches' one-minute expiry, waits for) and again repeated.
import { brotliDecompressSync } from 'node:zlib';
import { median, PHONE_USER_AGENT, timedRequest } from './timed-request.mjs';

const KB = 1024;
/** The targets (docs/benchmarks.md): a catalogue page's HTML and time, a search's time. */
export const TARGETS = {
  page: { bytes: 100 * KB, ms: 300 },
  search: { ms: 50 },
  /** The back office's products list, opened cold in a browser, to its first rows. */
  backOffice: { ms: 1000 },
};
const WARM_UP = 2;

/** The shell's empty root element: the server sent the page to be rendered in the browser (its render failed or took too long). */
const CLIENT_SHELL = '<div id="root"></div>';

// Each kind of call reads an answer's text into what it shows: `products` (a count for the table)
// and, for pages, whether it was the client shell instead of the rendered page.

/** A storefront page as a phone asks for it; `cards`: count the product cards in it. */
const asPage = (path, { cards }) => ({
  path,
  headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': PHONE_USER_AGENT },
  read: (html) => {
    if (html.includes(CLIENT_SHELL)) return { shell: true, products: 'none' };
    // A card links to its product's page.
    return { shell: false, products: cards ? `${new Set(html.match(/href="\/products\/\d+"/g) ?? []).size}` : '-' };
  },
});

function asGraphql(query, variables) {
  return {
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
    read: (json) => {
      const { data, errors } = JSON.parse(json);
      if (errors) throw new Error(`GraphQL answered errors: ${JSON.stringify(errors).slice(0, 300)}`);
      return { shell: false, products: `${data.productPage.items.length} of ${data.productPage.total}` };
    },
  };
}

const asRest = (path) => ({
  path,
  headers: { accept: 'application/json' },
  read: (json, headers) => ({ shell: false, products: `${JSON.parse(json).length} of ${headers['x-total-count']}` }),
});

/**
 * What is measured: the catalogue page, a search (the page, GraphQL, REST; a word as written, in
 * Arabic, misspelt), the first page of
 * products and the home page. `query` is the GraphQL query of a page of products (storefront-operation.mjs).
 */
export function catalogueCalls(query, { word, arabicWord, typo }) {
  const q = encodeURIComponent(word);
  const productPage = (variables) => ({
    name: `GraphQL productPage(${variables.q === null ? '' : `q: "${variables.q}", `}limit: 24)`,
    ...asGraphql(query, { offset: 0, ...variables }),
  });
  return [
    { name: 'GET /products (HTML)', ...asPage('/products', { cards: true }), target: TARGETS.page },
    { name: `GET /products?q=${word} (HTML)`, ...asPage(`/products?q=${q}`, { cards: true }), target: TARGETS.page },
    { ...productPage({ q: word, limit: 24 }), target: TARGETS.search },
    { ...productPage({ q: arabicWord, limit: 24 }), target: TARGETS.search },
    { ...productPage({ q: typo, limit: 24 }), target: TARGETS.search },
    {
      name: `GET /api/products?q=${word}&limit=24`,
      ...asRest(`/api/products?q=${q}&limit=24`),
      target: TARGETS.search,
    },
    productPage({ q: null, limit: 24 }),
    { name: 'GET / (HTML, home page)', ...asPage('/', { cards: false }) },
  ];
}

/** Whether the figures meet the call's target; undefined when it has none. */
function meets(target, bytes, ms, shells) {
  if (!target) return undefined;
  return (
    shells === 0 &&
    (target.bytes === undefined || bytes <= target.bytes) &&
    (target.ms === undefined || ms <= target.ms)
  );
}

/**
 * Times `call` `runs` times after `clearCaches()` and once more straight after each. The sizes
 * are those of a rendered answer (the last one), uncompressed and as brotli (what a browser
 * downloads); `shells` counts the answers that were the client shell instead.
 */
export async function measureCall(url, call, { runs, clearCaches }) {
  const send = async (extraHeaders = {}) => {
    const answer = await timedRequest(`${url}${call.path}`, {
      method: call.method,
      headers: { ...call.headers, ...extraHeaders },
      body: call.body,
    });
    const content = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
    if (answer.status !== 200)
      throw new Error(`${call.name} answered ${answer.status}: ${content.toString('utf8').slice(0, 300)}`);
    return { ...answer, ...call.read(content.toString('utf8'), answer.headers) };
  };
  const afterWrite = [];
  const repeated = [];
  for (let run = -WARM_UP; run < runs; run += 1) {
    await clearCaches();
    const first = await send();
    const again = await send();
    if (run < 0) continue;
    afterWrite.push(first);
    repeated.push(again);
  }
  const answers = [...afterWrite, ...repeated];
  const shown = answers.findLast((answer) => !answer.shell) ?? answers.at(-1);
  const compressed = await send({ 'accept-encoding': 'br' });
  const timing = (list) => ({
    median: median(list.map((answer) => answer.ms)),
    slowest: Math.max(...list.map((answer) => answer.ms)),
  });
  const shells = answers.filter((answer) => answer.shell).length;
  const ms = median(afterWrite.map((answer) => answer.ms));
  return {
    name: call.name,
    bytes: shown.bytes,
    brotliBytes: compressed.headers['content-encoding'] === 'br' && !compressed.shell ? compressed.bytes : undefined,
    products: shown.products,
    shells,
    samples: answers.length,
    afterWrite: timing(afterWrite),
    repeated: timing(repeated),
    target: call.target,
    met: meets(call.target, shown.bytes, ms, shells),
  };
}
