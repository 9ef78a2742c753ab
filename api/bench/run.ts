/**
 * `npm run bench`: requests per second and p99 latency of the shop's hot calls, each beside a
 * bare Fastify route answering the same bytes in the same run, so the ratio shows what our
 * stack costs over HTTP itself. Loopback only; bounded in time. Writes docs/benchmarks.md.
 *
 * Runs on an in-memory embedded database, or on DATABASE_URL's server (a fresh database).
 */
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createTestApp } from '../test/test-app';
import { benchTargets, type BenchTarget } from './targets';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  answered2xx: number;
}

async function measure(url: string, target: BenchTarget): Promise<Measurement> {
  const result = await autocannon({
    url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
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

const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
const shopUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
const rows: string[] = [];
try {
  for (const target of await benchTargets(t)) {
    // The bare route answers exactly the bytes the real call answered, with the same type.
    const sample = await t.app.inject({ method: target.method, url: target.path, headers: target.headers, payload: target.body });
    const bare = Fastify({ logger: false });
    bare.route({
      method: target.method,
      url: target.path,
      handler: (_request, reply) => reply.code(sample.statusCode).header('content-type', sample.headers['content-type']).send(sample.rawPayload),
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    const ours = await measure(`${shopUrl}${target.path}`, target);
    const baseline = await measure(`${bareUrl}${target.path}`, target);
    await bare.close();
    const verified = target.verify ? await target.verify(ours.answered2xx) : '';

    const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
    rows.push(
      `| ${target.name} | ${ours.requestsPerSecond.toFixed(0)} | ${ours.p99Ms} | ${baseline.requestsPerSecond.toFixed(0)} | ${baseline.p99Ms} | ${ratio.toFixed(2)} | ${ours.errors + ours.non2xx} | ${verified} |`,
    );
    console.log(rows.at(-1));
  }
} finally {
  await t.close();
}

const table = [
  '| call | req/s | p99 ms | bare req/s | bare p99 ms | ratio | errors | check |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows,
].join('\n');
const apiSection = `## API

Written by \`npm run bench\` (api/bench/run.ts): ${CONNECTIONS} connections for ${DURATION_SECONDS} s per read (a fixed number of
requests for writes) on loopback, on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded PostgreSQL (in memory)'}, Node ${process.version},
${new Date().toISOString().slice(0, 10)}. "bare" is a plain Fastify route answering the same bytes in the same run;
"ratio" is our req/s over the bare route's. Machine: 2 cores, shared with the load generator.
The order row sends 300 requests to each; the bare route is done within a second (autocannon counts whole
seconds), so its rate, and the ratio, are bounds only. "check" compares 201 answers with stored orders.

${table}
`;
// Other sections (the web build writes '## Storefront bundle') are kept as they are.
const reportFile = resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');
const existing = await readFile(reportFile, 'utf8').catch(() => '');
const otherSections = existing
  .split(/^(?=## )/m)
  .filter((section) => section.startsWith('## ') && !section.startsWith('## API'));
await writeFile(reportFile, ['# Benchmarks\n\n', apiSection, ...otherSections.map((section) => `\n${section.trimEnd()}\n`)].join(''));
console.log('\nWrote docs/benchmarks.md');
