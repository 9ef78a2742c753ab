/**
 * `npm run bench:orders`: the server time of a page of the orders list with 10,000 orders in the
 * database (the goal is under 100 ms), and how many SQL statements it costs. In-process
 * (app.inject: no network), on the embedded database in memory, or on DATABASE_URL's server
 * (a fresh database). Writes the '## Orders page' section of docs/benchmarks.md.
 */
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { adminHeaders } from '../test/admin-session';
import { createTestApp } from '../test/test-app';

const ORDERS = 10_000;
const WARM_UP = 30;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const MACHINE = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB`;

const loadBefore = loadavg()[0]!.toFixed(1);
let statements = 0;
// The orders' statements: the admin's session check on each request is not the page's.
const app = await createTestApp({ onQuery: (sql) => (/"order(_line)?"/.test(sql) ? statements++ : 0) });
const admin = await adminHeaders(app);
const connection = app.orm.em.getConnection();
await connection.execute(`
  insert into "order" (created_at, status, customer_name, whatsapp, address, subtotal_fils, delivery_fils, discount_fils, total_fils)
  select now() - n * interval '37 minutes', (array['pending','confirmed','delivered'])[n % 3 + 1], 'Customer ' || n,
    '+973 36' || lpad(n::text, 6, '0'), 'Block ' || n, 15000, 2000, 0, 17000
  from generate_series(1, ${ORDERS}) n`);
await connection.execute(`
  insert into order_line (order_id, name, name_ar, unit_price_fils, quantity)
  select o.id, line.name, line.name_ar, line.price, line.quantity
  from "order" o, (values ('Chocolate Fudge Cake', 'كيكة شوكولاتة بالفدج', 12500, 1), ('Fudgy Brownie Mix', '', 1250, 2)) as line(name, name_ar, price, quantity)`);

const PAGE = `query ($offset: Int, $status: String, $q: String, $from: String, $to: String) {
  orderPage(limit: 20, offset: $offset, status: $status, q: $q, from: $from, to: $to) {
    total items { id createdAt status customerName whatsapp address note items { name quantity lineTotal } subtotal deliveryCharge discount voucherCode total }
  }
}`;
const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

interface Case {
  name: string;
  request: () => Promise<{ statusCode: number }>;
}
const graphqlPage = (variables: Record<string, unknown>) => () =>
  app.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...admin, 'content-type': 'application/json' },
    payload: { query: PAGE, variables },
  });
const cases: Case[] = [
  { name: 'GraphQL orderPage, page 1 of 20', request: graphqlPage({}) },
  { name: 'GraphQL orderPage, page 250 of 20', request: graphqlPage({ offset: 4980 }) },
  { name: 'GraphQL orderPage, status + last 7 days', request: graphqlPage({ status: 'pending', from: lastWeek }) },
  { name: "GraphQL orderPage, search 'customer 12'", request: graphqlPage({ q: 'customer 12' }) },
  { name: "GraphQL orderPage, search WhatsApp '3600 12'", request: graphqlPage({ q: '3600 12' }) },
  {
    name: 'GET /api/orders?limit=20&offset=100',
    request: () => app.app.inject({ method: 'GET', url: '/api/orders?limit=20&offset=100', headers: admin }),
  },
];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const rows: string[] = [];
for (const { name, request } of cases) {
  for (let i = 0; i < WARM_UP; i++) await request();
  const times: number[] = [];
  statements = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const response = await request();
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${name} answered ${response.statusCode}`);
  }
  const perRequest = statements / SAMPLES;
  rows.push(
    `| ${name} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} | ${perRequest} |`,
  );
  console.log(rows.at(-1));
}
await app.close();
const loadAfter = loadavg()[0]!.toFixed(1);

const date = new Date().toISOString().slice(0, 10);
const section = `## Orders page

Written by \`npm run bench:orders\` (api/bench/orders-page.ts) on ${date}. Machine: ${MACHINE}, shared with
whatever else ran (run under \`flock /tmp/crumb-cpu.lock\`): load average ${loadBefore} before the run, ${loadAfter} after it. Node ${process.version}; the embedded PostgreSQL (in memory).
${ORDERS.toLocaleString('en')} orders of 2 lines each. Server time of one request made in-process (\`app.inject\`, no network,
one at a time): ${WARM_UP} warm-up requests, then ${SAMPLES}. "SQL" is the statements per request on the orders (the count, the
page of orders, their lines; the admin's session check aside). The goal is a page in under 100 ms with at most 3 statements.

| page | median ms | p95 ms | p99 ms | SQL |
| --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
const reportFile = resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');
const existing = await readFile(reportFile, 'utf8');
const sections = existing.split(/^(?=## )/m);
const kept = sections.filter((part) => !part.startsWith('## Orders page'));
await writeFile(reportFile, `${kept.join('').trimEnd()}\n\n${section}`);
console.log('\nWrote the Orders page section of docs/benchmarks.md');
