/**
 * `npm run bench`: requests per second and p99 latency of the shop's hot calls, each beside a
 * bare Fastify route answering the same bytes in the same run, so the ratio shows what our
 * stack costs over HTTP itself. Loopback only; bounded in time. Writes docs/benchmarks.md.
 *
 * Runs on an in-memory embedded database, or on DATABASE_URL's server (a fresh database).
 */
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { bufferedLogDestination } from '../src/http/log-destination';
import { createTestApp } from '../test/test-app';
import { benchTargets, type BenchTarget } from './targets';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Ours and the bare routes measured in turns this many times: a burst of other work hits all alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MACHINE = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB`;
const CONNECTIONS = 10;
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

/** A plain Fastify route answering `payload` with `headers`, without logging. */
async function bareRoute(
  target: BenchTarget,
  statusCode: number,
  headers: Record<string, string | string[]>,
  payload: Buffer,
) {
  const bare = Fastify({ logger: false });
  bare.route({
    method: target.method,
    url: target.path,
    handler: (_request, reply) => reply.code(statusCode).headers(headers).send(payload),
  });
  return { url: `${await bare.listen({ port: 0, host: '127.0.0.1' })}${target.path}`, close: () => bare.close() };
}

const loadBefore = loadavg()[0]!;
// Logging as in production (level info, buffered), to /dev/null.
const t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: bufferedLogDestination('/dev/null') });
const shopUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
const rows: string[] = [];
try {
  for (const target of await benchTargets(t)) {
    const sample = await t.app.inject({
      method: target.method,
      url: target.path,
      headers: target.headers,
      payload: target.body,
    });
    if (target.headers?.['accept-encoding'] && !sample.headers['content-encoding'])
      throw new Error(`${target.name}: answered uncompressed`);
    const answerHeaders = Object.fromEntries(
      Object.entries(sample.headers).filter(
        (entry): entry is [string, string | string[]] => !OWN_HEADERS.has(entry[0]) && entry[1] !== undefined,
      ),
    );
    const bodyHeaders = Object.fromEntries(
      Object.entries(answerHeaders).filter(([name]) => ['content-type', 'content-encoding', 'vary'].includes(name)),
    );
    // The same answer byte for byte (status, headers, body), and the same body with only the headers that describe it.
    const bares = [
      await bareRoute(target, sample.statusCode, answerHeaders, sample.rawPayload),
      await bareRoute(target, sample.statusCode, bodyHeaders, sample.rawPayload),
    ];

    const { ours, bare, ratios } = await compare(
      `${shopUrl}${target.path}`,
      bares.map((route) => route.url),
      target,
    );
    for (const route of bares) await route.close();
    const verified = target.verify ? await target.verify(ours.answered2xx) : '';

    rows.push(
      `| ${target.name} | ${ours.requestsPerSecond.toFixed(0)} | ${ours.p99Ms} | ${bare[0]!.requestsPerSecond.toFixed(0)} | ${bare[0]!.p99Ms} | **${ratios[0]!.toFixed(2)}** | ${bare[1]!.requestsPerSecond.toFixed(0)} | ${ratios[1]!.toFixed(2)} | ${ours.errors + ours.non2xx} | ${verified} |`,
    );
    console.log(rows.at(-1));
  }
} finally {
  await t.close();
}

const table = [
  '| call | req/s | p99 ms | bare req/s | bare p99 ms | ratio | bare, body only, req/s | ratio to it | errors | check |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows,
].join('\n');
const apiSection = `## API

Written by \`npm run bench\` (api/bench/run.ts) on ${new Date().toISOString().slice(0, 10)}. Machine: ${MACHINE}, shared with the
load generator (autocannon, in the same process as the server) and whatever else ran: load average ${loadBefore.toFixed(1)} before
the run, ${loadavg()[0]!.toFixed(1)} after it. Node ${process.version}; ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded PostgreSQL (in memory)'}.
${CONNECTIONS} connections on loopback. Each read: a second of warm-up, then ${ROUNDS} rounds of ${DURATION_SECONDS} s of ours and each bare
route in turn, so a burst of other work on the machine hits them alike; the table gives the rounds' medians.

"bare" is a plain Fastify route (\`logger: false\`) sending the very answer ours sent: the same status, headers
(security headers included; not Date, Connection or Content-Length) and body. "ratio" is our req/s over its
(the median of the rounds' ratios): what our server's work costs over HTTP itself. "body only" is a plain route
sending the same body with only Content-Type, Content-Encoding and Vary, as earlier versions of this table
compared against: its ratio also counts the cost of the dozen security headers every answer carries
(the client parses them too, in the same process). The server logs as in production (level info, written in
4 kB batches) to /dev/null. Rows marked "br" send \`Accept-Encoding: br\`, as browsers do: the cached reads answer
with the brotli form stored beside the cached answer.

The order row sends 300 requests to each, once; the bare routes are done within a second (autocannon counts whole
seconds), so their rates, and the ratios, are bounds only. "check" compares 201 answers with stored orders.

${table}
`;
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
