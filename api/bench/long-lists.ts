/**
 * `npm run bench:lists --workspace api` (part of `npm run bench`): whether lists of any length
 * leave the server free. Three full order lists (GET /api/orders without limit, 50,000 orders
 * each) are sent at once while a readiness probe asks every 100 ms and a shopper places orders
 * one after another; the server's event-loop delay (monitorEventLoopDelay) is sampled meanwhile.
 * Loopback only, in one process (the server and its clients, which only count bytes). Writes the
 * '## Long lists' section of docs/benchmarks.md.
 *
 * Runs on an in-memory embedded database, or on DATABASE_URL's server (a fresh database).
 * Run with NODE_ENV=production (the npm script does), as the server is deployed: graphql-js
 * checks every value's class in development.
 */
import 'reflect-metadata';
import http from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Product } from '../src/catalog/product.entity';
import { bufferedLogDestination } from '../src/http/log-destination';
import { orderPayload } from '../src/orders/order-testing';
import { adminHeaders } from '../test/admin-session';
import { createTestApp } from '../test/test-app';

const ORDERS = Number(process.env.BENCH_LIST_ORDERS ?? 50_000);
const LISTS = 3;
const PROBE_EVERY_MS = 100;
/** The same probes and orders without the lists first, for comparison. */
const QUIET_MS = 5000;
const MACHINE = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB`;

interface Answer {
  status: number;
  bytes: number;
  ms: number;
}

/** One request over a connection of its own, its body counted and dropped. */
function request(url: string, options: http.RequestOptions, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const outgoing = http.request(url, { agent: false, ...options }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started }));
      response.on('error', fail);
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;
const ms = (value: number) => value.toFixed(1);
/** monitorEventLoopDelay records each interval of its timer, the resolution included: how late the timer fired, in ms. */
const LOOP_RESOLUTION_MS = 10;
const lateBy = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - LOOP_RESOLUTION_MS);

interface SideLoad {
  readiness: number[];
  notReady: number;
  orders: number[];
  ordersRefused: number;
  loopDelay: ReturnType<typeof monitorEventLoopDelay>;
}

interface Run {
  database: string;
  quiet: SideLoad;
  busy: SideLoad;
  lists: Answer[];
  listsMs: number;
}

/** The lists, the probes and the orders on one database: `embedded` on PGlite in memory, else on DATABASE_URL's server. */
async function measure(database: string, embedded: boolean): Promise<Run> {
  const t = await createTestApp({
    embedded,
    env: { LOG_LEVEL: 'info' },
    logStream: bufferedLogDestination('/dev/null'),
  });
  try {
    const admin = await adminHeaders(t);
    const [product] = await t.orm.em.fork().find(Product, {}, { limit: 1 });
    const connection = t.orm.em.getConnection();
    // Three orders a minute for ten days and more, each with two lines; some placed in the same instant.
    await connection.execute(`
      insert into "order" (created_at, status, customer_name, whatsapp, address, subtotal_fils, delivery_fils, discount_fils, total_fils)
      select timestamptz '2026-11-20 12:00:00+00' - (n / 3) * interval '20 seconds', (array['pending','confirmed','delivered'])[n % 3 + 1],
        'Customer ' || n, '+973 36' || lpad(n::text, 6, '0'), 'Block ' || n || ', Road ' || (n % 400), 15000, 2000, 0, 17000
      from generate_series(1, ${ORDERS}) n`);
    await connection.execute(`
      insert into order_line (order_id, name, name_ar, unit_price_fils, quantity)
      select o.id, line.name, line.name_ar, line.price, line.quantity
      from "order" o, (values ('Chocolate Fudge Cake', 'كيكة شوكولاتة بالفدج', 12500, 1), ('Fudgy Brownie Mix', '', 1250, 2)) as line(name, name_ar, price, quantity)`);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const order = JSON.stringify(orderPayload([{ productId: product!.id, quantity: 1 }]));

    /**
     * A readiness probe every PROBE_EVERY_MS and a shopper placing orders one after another, with
     * the server's event-loop delay sampled, until `work` is done.
     */
    const withSideLoad = async <T>(work: () => Promise<T>): Promise<{ result: T; ms: number; side: SideLoad }> => {
      const side: SideLoad = {
        readiness: [],
        notReady: 0,
        orders: [],
        ordersRefused: 0,
        loopDelay: monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS }),
      };
      let done = false;
      const probe = async () => {
        while (!done) {
          const answer = await request(`${base}/health/ready`, {});
          if (answer.status === 200) side.readiness.push(answer.ms);
          else side.notReady += 1;
          await sleep(PROBE_EVERY_MS);
        }
      };
      const shop = async () => {
        while (!done) {
          const answer = await request(
            `${base}/api/orders`,
            { method: 'POST', headers: { 'content-type': 'application/json' } },
            order,
          );
          if (answer.status === 201) side.orders.push(answer.ms);
          else side.ordersRefused += 1;
        }
      };
      side.loopDelay.enable();
      const started = performance.now();
      const load = Promise.all([probe(), shop()]);
      try {
        const result = await work();
        return { result, ms: performance.now() - started, side };
      } finally {
        side.loopDelay.disable();
        done = true;
        await load;
      }
    };

    // Warm-up: one page, so the first list does not pay for compiling the code paths.
    await request(`${base}/api/orders?limit=100`, { headers: admin });
    const { side: quiet } = await withSideLoad(() => sleep(QUIET_MS));
    const {
      result: lists,
      ms: listsMs,
      side: busy,
    } = await withSideLoad(() =>
      Promise.all(Array.from({ length: LISTS }, () => request(`${base}/api/orders`, { headers: admin }))),
    );
    const failed = lists.filter((list) => list.status !== 200);
    if (failed.length > 0) throw new Error(`Lists answered ${failed.map((list) => list.status).join(', ')}`);
    return { database, quiet, busy, lists, listsMs };
  } finally {
    await t.close();
  }
}

const loadBefore = loadavg()[0]!;
const runs = [await measure('embedded (PGlite, in memory)', true)];
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (serverUrl) {
  process.env.DATABASE_URL = serverUrl;
  runs.push(await measure('PostgreSQL', false));
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const row = (run: Run, when: string, name: string, values: number[]) =>
  `| ${run.database} | ${when} | ${name} | ${values.length} | ${ms(percentile(values, 0.5))} | ${ms(percentile(values, 0.99))} | ${ms(Math.max(...values))} |`;
const rows = runs.flatMap((run) =>
  (
    [
      ['without the lists', run.quiet],
      [`while the lists were sent (${(run.listsMs / 1000).toFixed(1)} s)`, run.busy],
    ] as const
  ).flatMap(([when, { loopDelay, readiness, orders }]) => [
    `| ${run.database} | ${when} | event-loop delay | ${loopDelay.count} | ${ms(lateBy(loopDelay.percentile(50)))} | ${ms(lateBy(loopDelay.percentile(99)))} | ${ms(lateBy(loopDelay.max))} |`,
    row(run, when, 'GET /health/ready, answered 200', readiness),
    row(run, when, 'POST /api/orders, answered 201', orders),
  ]),
);
console.log(rows.join('\n'));
const refusals = runs
  .map(
    (run) =>
      `${run.database}: ${run.busy.notReady} probes answered otherwise than 200, ${run.busy.ordersRefused} orders refused`,
  )
  .join('; ');

const section = `## Long lists

Written by \`npm run bench:lists --workspace api\` (api/bench/long-lists.ts, part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${MACHINE}, shared with the clients (in the same process as the server) and whatever else ran: load average
${loadBefore.toFixed(1)} before the run, ${loadavg()[0]!.toFixed(1)} after it. Node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}; the embedded
PostgreSQL in memory, and PostgreSQL ${serverUrl ? '(BENCH_DATABASE_URL or DATABASE_URL)' : '(left out: set BENCH_DATABASE_URL or DATABASE_URL)'}.

${LISTS} full order lists (GET /api/orders without limit, ${ORDERS.toLocaleString('en')} orders of 2 lines each, ${mb(runs[0]!.lists[0]!.bytes)} MB of JSON each) sent at once,
uncompressed, over loopback. Meanwhile a readiness probe asked every ${PROBE_EVERY_MS} ms and a shopper placed orders one after
another (${refusals}); the same ran ${QUIET_MS / 1000} s without the lists first.
The server reads each list a page at a time and sends it as it comes (api/src/rest/streamed-list.ts, api/src/orders/order-pages.ts),
so other requests run between two pages. The event-loop delay is the server's (node:perf_hooks monitorEventLoopDelay, a timer every
${LOOP_RESOLUTION_MS} ms): how late the timer fired, the time a request arriving then waits before the server looks at it. On the embedded
database the SQL runs in the same thread (PGlite is WebAssembly in the server's process), so its statements count in it too.

| database | when | measured | count | p50 ms | p99 ms | max ms |
| --- | --- | --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
const reportFile = resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');
const existing = await readFile(reportFile, 'utf8').catch(() => '# Benchmarks\n');
const sections = existing.split(/^(?=## )/m);
const kept = sections.filter((part) => !part.startsWith('## Long lists'));
await writeFile(reportFile, `${kept.join('').trimEnd()}\n\n${section}`);
console.log('\nWrote the Long lists section of docs/benchmarks.md');
