/**
 * `npm run bench`: requests per second and p99 latency of the shop's hot calls, each beside a
 * bare Fastify route answering the same bytes in the same run, so the ratio shows what our
 * stack costs over HTTP itself. The shop is the built server started as `npm start` starts it
 * (its Node flags included), in a process of its own, as are the bare routes; the load
 * generator runs here. Loopback only; bounded in time. Writes docs/benchmarks.md.
 *
 * Runs on the embedded database in a fresh data folder, or on DATABASE_URL's (or
 * BENCH_DATABASE_URL's) server in a fresh database. Build first (npm run build).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { serverNodeFlags } from '../../scripts/lib/node-flags.mjs';
import { startShop } from '../../scripts/lib/shop-server.mjs';
import { withThrowawayDatabase } from './throwaway-database';
import { benchTargets, type BenchTarget } from './targets';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Ours and the bare routes measured in turns this many times: a burst of other work hits all alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MACHINE = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB`;
const CONNECTIONS = 10;
/** Each row says when it was measured: a figure is only as good as the code it was taken on. */
const TODAY = new Date().toISOString().slice(0, 10);
/** `BENCH_ONLY=products,settings`: measures the reads whose names contain one of these, for a quick look; writes nothing. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 3190);
const OWNER = { email: 'bench-owner@crumb.test', password: 'bench-owner-password' } as const;
/** Headers every server computes for itself (or that describe the connection, not the answer). */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  answered2xx: number;
}

async function measure(url: string, target: BenchTarget, duration = DURATION_SECONDS): Promise<Measurement> {
  const result = await autocannon({
    url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration,
    ...(target.amount ? { amount: target.amount } : {}),
  });
  return {
    // A fixed number of requests may finish within a second, where autocannon's per-second average says little.
    requestsPerSecond: target.amount ? result.requests.total / result.duration : result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    answered2xx: result['2xx'],
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summary(runs: Measurement[]): Measurement {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    answered2xx: runs.reduce((sum, run) => sum + run.answered2xx, 0),
  };
}

interface Comparison {
  ours: Measurement;
  bare: Measurement[];
  /** Per bare route: the median of the rounds' ratios (each round ran ours and the bare routes back to back). */
  ratios: number[];
}

/**
 * Reads: a second of warm-up each, then ROUNDS rounds of ours and each bare route in turn;
 * medians of the rounds. Writes (a fixed number of requests) run once: each leaves an order.
 */
async function compare(ourUrl: string, bareUrls: string[], target: BenchTarget): Promise<Comparison> {
  const rounds = target.amount ? 1 : ROUNDS;
  if (!target.amount) for (const url of [ourUrl, ...bareUrls]) await measure(url, target, 1);
  const ours: Measurement[] = [];
  const bare: Measurement[][] = bareUrls.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    ours.push(await measure(ourUrl, target));
    for (const [i, url] of bareUrls.entries()) bare[i]!.push(await measure(url, target));
  }
  return {
    ours: summary(ours),
    bare: bare.map(summary),
    ratios: bare.map((runs) =>
      median(ours.map((run, round) => run.requestsPerSecond / runs[round]!.requestsPerSecond)),
    ),
  };
}

/** One answer as the shop sent it, byte for byte: status, headers and the body as sent (compressed when it was). */
interface RecordedAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

function recordAnswer(url: string, target: BenchTarget): Promise<RecordedAnswer> {
  return new Promise((resolveAnswer, reject) => {
    const request = httpRequest(
      `${url}${target.path}`,
      { method: target.method, headers: target.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(response.headers).filter(
              (entry): entry is [string, string | string[]] => !OWN_HEADERS.has(entry[0]) && entry[1] !== undefined,
            ),
          );
          resolveAnswer({ statusCode: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    request.on('error', reject);
    request.end(target.body);
  });
}

/**
 * Bare Fastify routes answering `answers`, in a process of their own (bare-server.mjs), so
 * they run apart from the load generator as the shop does. Answers their URLs and a stop.
 */
async function bareRoutes(target: BenchTarget, answers: RecordedAnswer[]) {
  const child = fork(resolve(import.meta.dirname, 'bare-server.mjs'), { stdio: 'inherit' });
  child.send(
    answers.map((answer) => ({
      method: target.method,
      path: target.path,
      statusCode: answer.statusCode,
      headers: answer.headers,
      body: answer.body.toString('base64'),
    })),
  );
  const [urls] = (await once(child, 'message')) as [string[]];
  return { urls, stop: () => child.kill() };
}

/** The owner's token, to count the orders the order row placed. */
async function ownerToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!response.ok) throw new Error(`Signing in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

const loadBefore = loadavg()[0]!;
const databaseServer = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const rows: string[] = [];

/**
 * Measures the targets on the shop started as `npm start` starts it, with `env` (its data folder
 * and database). The shop is started once before, to create and seed its database and whatever
 * a new shop does in its first minutes: the measured start is a shop's everyday start.
 */
async function measureShop(env: Record<string, string>) {
  // Logging as in production (level info), to nowhere.
  const start = () =>
    startShop({
      port: SHOP_PORT,
      env: { ...env, LOG_LEVEL: 'info', ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
      output: 'ignore',
    });
  await (await start()).stop();
  const shop = await start();
  try {
    const targets = await benchTargets(shop.url, await ownerToken(shop.url));
    for (const target of targets.filter(({ name }) => !ONLY || ONLY.some((part) => name.includes(part)))) {
      const sample = await recordAnswer(shop.url, target);
      if (target.name.endsWith(', br') && !sample.headers['content-encoding'])
        throw new Error(`${target.name}: answered uncompressed`);
      const bodyHeaders = Object.fromEntries(
        Object.entries(sample.headers).filter(([name]) => ['content-type', 'content-encoding', 'vary'].includes(name)),
      );
      // The same answer byte for byte (status, headers, body), and the same body with only the headers that describe it.
      const bare = await bareRoutes(target, [sample, { ...sample, headers: bodyHeaders }]);
      let comparison: Comparison;
      try {
        comparison = await compare(`${shop.url}${target.path}`, bare.urls, target);
      } finally {
        bare.stop();
      }
      const { ours, bare: bareRuns, ratios } = comparison;
      const verified = target.verify ? await target.verify(ours.answered2xx) : '';
      rows.push(
        `| ${TODAY} | ${target.name} | ${ours.requestsPerSecond.toFixed(0)} | ${ours.p99Ms} | ${bareRuns[0]!.requestsPerSecond.toFixed(0)} | ${bareRuns[0]!.p99Ms} | **${ratios[0]!.toFixed(2)}** | ${bareRuns[1]!.requestsPerSecond.toFixed(0)} | ${ratios[1]!.toFixed(2)} | ${ours.errors + ours.non2xx} | ${verified} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await shop.stop();
  }
}

if (databaseServer)
  await withThrowawayDatabase(databaseServer, 'bench', (databaseUrl, dataDir) =>
    measureShop({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }),
  );
else {
  const dataDir = await mkdtemp(join(tmpdir(), 'crumb-bench-'));
  try {
    await measureShop({ DATABASE_URL: '', DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const table = [
  '| date | call | req/s | p99 ms | bare req/s | bare p99 ms | ratio | bare, body only, req/s | ratio to it | errors | check |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows,
].join('\n');
const apiSection = `## API

Written by \`npm run bench\` (api/bench/run.ts) on ${TODAY}. Machine: ${MACHINE}, shared by the
shop, the bare routes and the load generator (autocannon), each a process of its own, and whatever else ran: load average
${loadBefore.toFixed(1)} before the run, ${loadavg()[0]!.toFixed(1)} after it. Node ${process.version}; ${databaseServer ? 'PostgreSQL' : 'the embedded PostgreSQL (in a data folder)'}.
The shop is the built server started as \`npm start\` starts it: \`node ${[...serverNodeFlags(), 'api/dist/main.js'].join(' ')}\`.
${CONNECTIONS} connections on loopback. Each read: a second of warm-up, then ${ROUNDS} rounds of ${DURATION_SECONDS} s of ours and each bare
route in turn, so a burst of other work on the machine hits them alike; the table gives the rounds' medians.

"bare" is a plain Fastify route (\`logger: false\`) sending the very answer ours sent: the same status, headers
(security headers included; not Date, Connection or Content-Length) and body. "ratio" is our req/s over its
(the median of the rounds' ratios): what our server's work costs over HTTP itself. "body only" is a plain route
sending the same body with only Content-Type, Content-Encoding and Vary, as earlier versions of this table
compared against: its ratio also counts the cost of the dozen security headers every answer carries
(the client parses them too). The server logs as in production (level info) to nowhere. "GraphQL GET" rows are the
storefront's own reads as its Apollo client sends them (GETs, the query in the URL). Rows marked "br" send \`Accept-Encoding: br\`, as browsers do: the cached reads answer
with the brotli form stored beside the cached answer.

The order row sends 300 requests to each, once; the bare routes are done within a second (autocannon counts whole
seconds), so their rates, and the ratios, are bounds only. "check" compares 201 answers with stored orders.

${table}
`;
if (ONLY) process.exit(0);
// Other sections (the web build writes '## Storefront bundle') are kept as they are.
const reportFile = resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');
const existing = await readFile(reportFile, 'utf8').catch(() => '');
const otherSections = existing
  .split(/^(?=## )/m)
  .filter((section) => section.startsWith('## ') && !section.startsWith('## API'));
await writeFile(
  reportFile,
  ['# Benchmarks\n\n', apiSection, ...otherSections.map((section) => `\n${section.trimEnd()}\n`)].join(''),
);
console.log('\nWrote docs/benchmarks.md');
