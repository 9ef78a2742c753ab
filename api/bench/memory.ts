/**
 * `npm run bench:memory --workspace api` (part of `npm run bench`): the resident memory of the
 * shop as `npm start` runs it, measured from outside the process (/proc), on the embedded
 * database (first start, which creates it, and second start) and on PostgreSQL; then after
 * each of several rounds of 20,000 reads and 2,000 orders, to show whether it levels off.
 * Loopback only, a fixed number of requests. Writes the '## Memory' section of docs/benchmarks.md.
 *
 * PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL names the server (a fresh database is made
 * there and dropped); without either, that row is left out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { residentPagesKb } from './resident-pages';
import { orderPayload } from '../src/orders/order-testing';
import { withThrowawayDatabase } from './throwaway-database';

const root = resolve(import.meta.dirname, '..', '..');
/**
 * Idle means idle for this long: the server collects its heap once it has been idle 5 to 10 s
 * (http/collect-when-idle.ts), and the pages it frees go back to the system over the following
 * tens of seconds; the promise is to be back near the idle size within a minute of the load.
 */
const IDLE_SETTLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 60) * 1000;
const READS = 20_000;
const ORDERS = 2_000;
/** Rounds of reads and orders on each loaded shop: enough to see whether memory levels off. */
const LOAD_ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 4);

/** Resident set size (kB) of one process, from /proc; 0 when it is gone. */
function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent pid is the second field after the command name in parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) found.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function treeOf(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(treeOf)];
}

const mb = (kb: number) => (kb / 1024).toFixed(0);

interface Shop {
  child: ChildProcess;
  url: string;
  /** The process serving HTTP (npm's grandchild). */
  serverPid: () => number;
  /** Highest resident size of the child that creates a new embedded database (kB; 0 when none ran). */
  startPeakKb: number;
  stop(): Promise<void>;
}

/** `npm start` exactly as a person types it, on its own port and data folder. */
async function startShop(env: NodeJS.ProcessEnv, port: number): Promise<Shop> {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let startPeakKb = 0;
  const serverPid = () => {
    const node = treeOf(child.pid!).filter((pid) => commandOf(pid).includes('scripts/start.mjs'));
    return node.at(-1) ?? 0;
  };
  for (const deadline = Date.now() + 180_000; ;) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The shop did not start');
    for (const pid of treeOf(child.pid!)) {
      if (commandOf(pid).includes('create-embedded-database')) startPeakKb = Math.max(startPeakKb, rssKb(pid));
    }
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    child,
    url,
    serverPid,
    startPeakKb,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(serverPid(), 'SIGTERM');
      await exited;
    },
  };
}

interface Sample {
  serverKb: number;
  treeKb: number;
  /** The tree's pages, each counted once (npm and the server share the Node binary's); undefined without root. */
  treePagesKb: number | undefined;
}

async function idleSample(shop: Shop): Promise<Sample> {
  await new Promise((wait) => setTimeout(wait, IDLE_SETTLE_MS));
  const tree = treeOf(shop.child.pid!);
  return {
    serverKb: rssKb(shop.serverPid()),
    treeKb: tree.reduce((sum, pid) => sum + rssKb(pid), 0),
    treePagesKb: residentPagesKb(tree),
  };
}

/** Samples the server's resident size every 100 ms while `work` runs; answers the highest (kB). */
async function peakDuring(shop: Shop, work: () => Promise<void>): Promise<number> {
  let peakKb = rssKb(shop.serverPid());
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, rssKb(shop.serverPid()))), 100);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peakKb, rssKb(shop.serverPid()));
}

async function load(shop: Shop): Promise<void> {
  const [product] = (await (await fetch(`${shop.url}/api/products`)).json()) as { id: number }[];
  const reads = [
    { method: 'GET' as const, path: '/api/products' },
    { method: 'GET' as const, path: '/api/settings' },
    {
      method: 'POST' as const,
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products { id name price image featured category { name } } }' }),
    },
  ];
  for (const read of reads) {
    await autocannon({
      url: `${shop.url}${read.path}`,
      ...read,
      connections: 10,
      amount: Math.ceil(READS / reads.length),
    });
  }
  const order = JSON.stringify(orderPayload([{ productId: product!.id, quantity: 1 }]));
  const result = await autocannon({
    url: `${shop.url}/api/orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: order,
    connections: 10,
    amount: ORDERS,
  });
  if (result['2xx'] !== ORDERS) throw new Error(`Only ${result['2xx']} of ${ORDERS} orders were answered 2xx`);
}

const rows: string[] = [];
/** `peakKb`: the server's highest resident size during the round before the sample. */
const row = (setup: string, moment: string, sample: Sample, peakKb?: number) => {
  rows.push(
    `| ${new Date().toISOString().slice(0, 10)} | ${setup} | ${moment} | ${mb(sample.serverKb)} | ${mb(sample.treeKb)} | ${sample.treePagesKb === undefined ? 'n/a' : mb(sample.treePagesKb)} | ${peakKb === undefined ? '' : mb(peakKb)} |`,
  );
  console.log(rows.at(-1));
};

async function measureRun(setup: string, env: NodeJS.ProcessEnv, port: number, { loadIt }: { loadIt: boolean }) {
  const shop = await startShop(env, port);
  try {
    row(setup, 'idle after start', await idleSample(shop));
    if (loadIt) {
      for (let round = 1; round <= LOAD_ROUNDS; round += 1) {
        const peakKb = await peakDuring(shop, () => load(shop));
        row(setup, `idle after ${READS * round} reads and ${ORDERS * round} orders`, await idleSample(shop), peakKb);
      }
    }
    return shop.startPeakKb;
  } finally {
    await shop.stop();
  }
}

const loadBefore = loadavg()[0]!;
const dataDir = await mkdtemp(join(tmpdir(), 'crumb-memory-'));
let createPeakKb = 0;
try {
  createPeakKb = await measureRun(
    'embedded, first start (creates the database)',
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    3191,
    { loadIt: false },
  );
  await measureRun('embedded, second start', { DATA_DIR: dataDir, DATABASE_URL: '' }, 3192, { loadIt: true });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (serverUrl) {
  await withThrowawayDatabase(serverUrl, 'memory', (databaseUrl, dataDir) =>
    measureRun('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, 3193, { loadIt: true }),
  );
}

const section = `## Memory

Written by \`npm run bench\` (api/bench/memory.ts), ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores,
${(totalmem() / 2 ** 30).toFixed(0)} GiB. Each shop is started by \`npm start\` as a person starts it and measured from outside
(/proc, MB of 2^20 bytes) after ${IDLE_SETTLE_MS / 1000} s idle (the server collects its heap 5-10 s after the last request; the
freed pages go back to the system over the following tens of seconds). "server" is the resident set of the one Node process serving HTTP. "tree, summed" adds
the resident sets of the processes above it that \`npm start\` keeps, npm itself (about 55-65 MB) and a shell; it counts
twice what they share, above all the Node binary both map (about 45 MB resident in each). "tree, pages once" counts each
physical page of the tree once (/proc/<pid>/pagemap, read as root; n/a otherwise): the memory the tree holds. Production
runs \`node api/dist/main.js\` directly (the Docker image), where the tree is the server alone. Each round is ${READS} reads
spread over GET /api/products, GET /api/settings and the GraphQL products query, then ${ORDERS} orders (POST /api/orders,
all answered 201); the rows after each round show whether memory levels off. "server peak" is the server's highest resident
set during the round, sampled every 100 ms (a 512 MB container must hold it). The server runs with no Node flags and V8's
own collector settings; once it falls idle it collects its whole heap once (api/src/http/collect-when-idle.ts). Load average ${loadBefore.toFixed(1)} before the run, ${loadavg()[0]!.toFixed(1)} after it.

| date | database | when | server MB | tree, summed MB | tree, pages once MB | server peak MB, during the round |
| --- | --- | --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Creating a new embedded database runs in a short-lived child process, which peaked at ${mb(createPeakKb)} MB here and returns
its memory when it exits; the server then opens the finished database.
`;
const reportFile = resolve(root, 'docs', 'benchmarks.md');
const current = await readFile(reportFile, 'utf8').catch(() => '# Benchmarks\n');
const sections = current.split(/^(?=## )/m);
const kept = sections.filter((part) => !part.startsWith('## Memory'));
const [head, ...rest] = kept;
await writeFile(
  reportFile,
  [head!.trimEnd() + '\n', ...rest.map((part) => `\n${part.trimEnd()}\n`), `\n${section}`].join(''),
);
console.log('\nWrote the Memory section of docs/benchmarks.md');
