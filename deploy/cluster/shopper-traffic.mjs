// Mixed shop traffic through the load balancer, as shoppers make it: storefront pages, REST and
// GraphQL reads, and orders. Each order carries an Idempotency-Key and is sent again with the
// same key after a failure, as checkout does, until the shop acknowledges it; so a failed
// attempt costs the shopper a retry, never a lost or doubled order. Used by the fault tests and
// the soak bench; every failure is kept, with what failed and when.
import { randomUUID } from 'node:crypto';

const PAGES = ['/', '/products', '/about', '/cart'];
/** A GraphQL read as the web client sends one: a GET, with the JSON content-type the server's CSRF check looks for. */
const GRAPHQL_READ = `/graphql?${new URLSearchParams({ query: '{ products { id name price } categories { id name } }' }).toString()}`;

const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** What a shopper orders in one tap: the shop's available products with no option to choose. */
export async function oneTapProductIds(baseUrl) {
  const products = await (await fetch(`${baseUrl}/api/products`)).json();
  return products
    .filter((product) => product.available !== false && product.options.every((group) => !group.required))
    .map((product) => product.id);
}

/**
 * A request's status, its Retry-After and how long it took; status 0 when the connection failed
 * or took longer than `timeoutMs`.
 */
async function statusOf(url, init = {}, timeoutMs = 15_000) {
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    return { status: response.status, body, retryAfter: response.headers.get('retry-after'), ms: Date.now() - started };
  } catch {
    return { status: 0, body: '', retryAfter: null, ms: Date.now() - started };
  }
}

/** What is kept of a failed request: enough to tell an outage's 503 from a hang or a bug. */
function failure(what, { status, body, retryAfter, ms }) {
  return { what, status, retryAfter, ms, answer: body.slice(0, 120), at: new Date().toISOString() };
}

/**
 * Runs `shoppers` concurrent shoppers against `baseUrl` until `stop` resolves (or `durationMs`
 * passes). Each one loops: a page, a REST read, a GraphQL read, and every `orderEvery`-th round
 * an order of one of `productIds`. Answers the counts and each acknowledged order's id and key;
 * `observe(what, { status, ms })` hears of every request as it is answered (the soak bench), and
 * `acknowledged({ id, key })` of each order as the shop acknowledges it.
 */
export async function runShopperTraffic({
  baseUrl,
  productIds,
  shoppers = 50,
  durationMs,
  stop,
  orderEvery = 3,
  observe = () => {},
  acknowledged = () => {},
}) {
  const stats = {
    reads: 0,
    readFailures: [],
    readRetries: [],
    orderAttempts: 0,
    orderFailedAttempts: [],
    ordersAcknowledged: [],
    ordersGivenUp: 0,
  };
  let stopped = false;
  const ends = [stop, durationMs === undefined ? undefined : sleep(durationMs)].filter(Boolean);
  if (ends.length === 0) throw new Error('Shopper traffic needs a stop promise or a duration');
  const ended = Promise.race(ends).then(() => {
    stopped = true;
  });

  // Every read is a GET, which the balancer sends to another replica when the first fails. Should
  // one fail all the same, the web client tries a failed query again after 1 s, 2 s and 4 s
  // (web/src/app/apollo-links.ts), and so does this shopper; each such retry is counted.
  const read = async (what, url, init, retries = 0) => {
    stats.reads += 1;
    for (let attempt = 0; ; attempt += 1) {
      const answer = await statusOf(url, init);
      observe(what, answer);
      if (answer.status === 200) return;
      if (attempt >= retries) {
        stats.readFailures.push(failure(what, answer));
        return;
      }
      stats.readRetries.push(failure(what, answer));
      await sleep(1000 * 2 ** attempt);
    }
  };

  const order = async (shopper, round) => {
    const key = randomUUID();
    const payload = JSON.stringify({
      customerName: `Shopper ${shopper}`,
      whatsapp: '+973 3311 2233',
      address: `Road ${round}, Block ${shopper}`,
      paymentMethod: 'cash',
      items: [{ productId: productIds[(shopper + round) % productIds.length], quantity: 1 }],
    });
    // A shopper tries for up to a minute, as someone on a phone would press Place Order again.
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      stats.orderAttempts += 1;
      const answer = await statusOf(`${baseUrl}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: payload,
      });
      observe('order', answer);
      if (answer.status === 201 || answer.status === 200) {
        const order = { id: JSON.parse(answer.body).orderId, key };
        stats.ordersAcknowledged.push(order);
        acknowledged(order);
        return;
      }
      stats.orderFailedAttempts.push(failure('order', answer));
      await sleep(500);
    }
    stats.ordersGivenUp += 1;
  };

  const shopper = async (number) => {
    for (let round = 1; !stopped; round += 1) {
      await read('page', `${baseUrl}${PAGES[round % PAGES.length]}`, { headers: { accept: 'text/html' } });
      await read('rest', `${baseUrl}/api/products`);
      await read('graphql', `${baseUrl}${GRAPHQL_READ}`, { headers: { 'content-type': 'application/json' } }, 3);
      if (round % orderEvery === 0) await order(number, round);
      await sleep(100 + Math.random() * 200);
    }
  };

  await Promise.all([ended, ...Array.from({ length: shoppers }, (_, index) => shopper(index + 1))]);
  return stats;
}
