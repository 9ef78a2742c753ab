// `npm run bench:soak`: the cluster (two replicas behind Caddy, on PostgreSQL, Redis and a bucket)
// under steady shopper traffic for half an hour, to see what only time shows: memory that keeps
// growing, latency that creeps up, errors that start late. Every minute it samples each replica's
// resident memory and the minute's requests, errors and latency; at the end it writes the
// '## Soak (cluster)' section of docs/benchmarks.md, keeping the hand-written '### What the soak
// found' under it. Not part of `npm test`.
//
//   --minutes N    how long the traffic runs (30)
//   --shoppers N   concurrent shoppers (10)
//   --port N       where Caddy listens; the replicas take the next ports (3600)
//
// On a database of its own on DATABASE_URL's server (default the local PostgreSQL), dropped after.
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { writeBenchmarkSection } from '../../scripts/lib/benchmarks-report.mjs';
import { buildWhatIsStale } from '../../scripts/lib/build-stale.mjs';
import { withThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import { CLUSTER_DEFAULTS, startCluster } from './cluster.mjs';
import { oneTapProductIds, runShopperTraffic } from './shopper-traffic.mjs';

const SECTION_TITLE = 'Soak (cluster)';
/** Written by hand under the table (what a run showed and what was done about it); kept on rewrite. */
const FINDINGS_HEADING = '### What the soak found';
const SAMPLE_MS = 60_000;

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    shoppers: { type: 'string', default: '10' },
    port: { type: 'string', default: '3600' },
  },
});
const wholeNumber = (name) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number, 1 or more`);
  return value;
};
const MINUTES = wholeNumber('minutes');
const SHOPPERS = wholeNumber('shoppers');
const PORT = wholeNumber('port');

/** A process's resident memory in MB, from /proc (Linux); null once it has gone. */
async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb === undefined ? null : Math.round(Number(kb) / 1024);
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** Collects each minute's answers; `close()` ends the minute and answers its figures. */
function minuteWindow() {
  let times = [];
  let errors = 0;
  return {
    observe: (_what, { status, ms }) => {
      times.push(ms);
      if (status !== 200 && status !== 201) errors += 1;
    },
    close: () => {
      const sorted = times.sort((a, b) => a - b);
      const figures = { requests: sorted.length, errors, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
      times = [];
      errors = 0;
      return figures;
    },
  };
}

/** The section's hand-written findings as they stand in docs/benchmarks.md, or ''. */
async function keptFindings() {
  const report = await readFile(new URL('../../docs/benchmarks.md', import.meta.url), 'utf8').catch(() => '');
  const section = report.split(/^(?=## )/m).find((part) => part.startsWith(`## ${SECTION_TITLE}\n`)) ?? '';
  const at = section.indexOf(`\n${FINDINGS_HEADING}\n`);
  return at === -1 ? '' : section.slice(at).trimEnd() + '\n';
}

function verdict(samples, replicas) {
  const half = samples[Math.floor(samples.length / 2)];
  const last = samples.at(-1);
  return replicas.map((_, index) => {
    const from = half.memory[index];
    const to = last.memory[index];
    const growth = from && to ? ((to - from) / from) * 100 : null;
    return { replica: index + 1, halfway: from, end: to, growthPercent: growth === null ? null : Math.round(growth) };
  });
}

function section({ samples, replicas, traffic, growth, startedAt }) {
  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const rows = samples.map(
    (sample) =>
      `| ${sample.minute} | ${sample.memory.map((mb) => mb ?? '-').join(' | ')} | ${sample.requests} | ${sample.errors} | ${sample.p50 ?? '-'} | ${sample.p99 ?? '-'} |`,
  );
  const levels = growth
    .map(
      (entry) =>
        `replica ${entry.replica}: ${entry.halfway} MB halfway, ${entry.end} MB at the end (${entry.growthPercent}%)`,
    )
    .join('; ');
  return `## ${SECTION_TITLE}

\`npm run bench:soak\` (deploy/cluster/soak.mjs, not in CI): ${replicas.length} replicas behind Caddy on
PostgreSQL, Redis and an s3rver bucket, ${SHOPPERS} shoppers looping over a page, a REST read, a
GraphQL read and an order every third round, for ${MINUTES} minutes. Measured ${startedAt.slice(0, 10)} on
${machine}; load average at the end ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}.

| minute | ${replicas.map((replica) => `replica ${replica.number} memory (MB)`).join(' | ')} | requests | errors | p50 (ms) | p99 (ms) |
| --- | ${replicas.map(() => '---').join(' | ')} | --- | --- | --- | --- |
${rows.join('\n')}

In all: ${traffic.reads} reads (${traffic.readFailures.length} failed), ${traffic.orderAttempts} order attempts,
${traffic.ordersAcknowledged.length} orders acknowledged. Memory in the second half: ${levels}.
`;
}

await buildWhatIsStale();
const serverUrl = process.env.DATABASE_URL || CLUSTER_DEFAULTS.databaseUrl.replace(/\/[^/]*$/, '/postgres');
await withThrowawayDatabase(serverUrl, 'soak', async (databaseUrl) => {
  const cluster = await startCluster({
    port: PORT,
    replicas: 2,
    databaseUrl,
    redisUrl: process.env.REDIS_URL || CLUSTER_DEFAULTS.redisUrl,
  });
  try {
    const startedAt = new Date().toISOString();
    const window = minuteWindow();
    const samples = [];
    const traffic = runShopperTraffic({
      baseUrl: cluster.balancer.url,
      productIds: await oneTapProductIds(cluster.balancer.url),
      shoppers: SHOPPERS,
      durationMs: MINUTES * SAMPLE_MS,
      observe: window.observe,
    });
    const takeSample = async () => {
      const figures = window.close();
      const memory = await Promise.all(cluster.replicas.map((replica) => residentMb(replica.pid)));
      const sample = { minute: samples.length + 1, memory, ...figures };
      samples.push(sample);
      console.log(JSON.stringify(sample));
    };
    const sampler = setInterval(() => void takeSample(), SAMPLE_MS);
    const result = await traffic;
    clearInterval(sampler);
    const growth = verdict(samples, cluster.replicas);
    await writeBenchmarkSection(
      SECTION_TITLE,
      section({ samples, replicas: cluster.replicas, traffic: result, growth, startedAt }) + (await keptFindings()),
    );
    console.log(`Memory in the second half: ${JSON.stringify(growth)}`);
  } finally {
    await cluster.stop();
  }
});
