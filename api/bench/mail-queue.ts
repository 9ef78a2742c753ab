/**
 * `npm run bench:mail --workspace api` (part of `npm run bench`): how fast the owner's order
 * mails leave after a burst of orders. The server runs as its own process (from source, as
 * `npm run dev` does), and 2,000 orders are posted to it over loopback, 10 at a time; the mails
 * go to the outbox folder (no SMTP_URL) or to a real SMTP server in this process (smtp-server).
 * Measured: when the last order was answered, when the last mail left (the .eml file's time, or
 * the end of the SMTP DATA), the mails per second, that each order got exactly one mail, and
 * how long a request that queries the database takes meanwhile (GET /health/ready, every 100
 * ms), on the embedded database and, with BENCH_DATABASE_URL or DATABASE_URL, on PostgreSQL (a
 * fresh database, dropped afterwards). Writes the '## Owner mail queue' section of docs/benchmarks.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { orderPayload } from '../src/orders/order-testing';
import { withThrowawayDatabase } from './throwaway-database';

const apiRoot = resolve(import.meta.dirname, '..');
const ORDERS = Number(process.env.BENCH_MAIL_ORDERS ?? 2000);
/** The goal is the last mail within 2 minutes of the last order; past this the run gives up. */
const GIVE_UP_MS = 10 * 60_000;
const PROBE_EVERY_MS = 100;
const MACHINE = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB`;
/** The helper ports this bench may take: the shop's, and the SMTP server's. */
const SHOP_PORTS = [3500, 3599] as const;
const SMTP_PORTS = [2525, 2599] as const;

async function portIn([first, last]: readonly [number, number]): Promise<number> {
  for (let port = first; port <= last; port += 1) {
    const free = await new Promise<boolean>((done) => {
      const probe = createServer();
      probe.once('error', () => done(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${first}-${last}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mails as they arrive, by order number, with the time each arrived. */
interface MailSink {
  env: Record<string, string>;
  /** How many mails have left (cheap: looked at while waiting). */
  count(): Promise<number>;
  /** Each mail: its order number and when it left (ms since the epoch). */
  mails(): Promise<Array<{ order: number; at: number }>>;
  close(): Promise<void>;
}

const ORDER_NUMBER = /New order #(\d+)/;

async function outboxSink(dataDir: string): Promise<MailSink> {
  const outbox = join(dataDir, 'outbox');
  const emlFiles = async () =>
    (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return {
    env: { SMTP_URL: '' },
    count: async () => (await emlFiles()).length,
    async mails() {
      return Promise.all(
        (await emlFiles()).map(async (name) => {
          const file = join(outbox, name);
          const [eml, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
          // Written aside and renamed: the modification time is when the mail was complete.
          return { order: Number(ORDER_NUMBER.exec(eml)?.[1]), at: info.mtimeMs };
        }),
      );
    },
    async close() {
      await rm(outbox, { recursive: true, force: true });
    },
  };
}

async function smtpSink(): Promise<MailSink> {
  const received: Array<{ order: number; at: number }> = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS with a certificate it cannot check.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          order: Number(ORDER_NUMBER.exec(Buffer.concat(chunks).toString('utf8'))?.[1]),
          at: Date.now(),
        });
        done();
      });
    },
  });
  const port = await portIn(SMTP_PORTS);
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    count: async () => received.length,
    mails: async () => [...received],
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

interface Shop {
  url: string;
  stop(): Promise<void>;
}

async function startShop(env: Record<string, string>): Promise<Shop> {
  const port = await portIn(SHOP_PORTS);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    // Logged as in production (level info: a line per mail), to nowhere.
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 300_000; ; await sleep(200)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The shop did not start');
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  return {
    url,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Latencies (ms) of a database-touching request, sent one after another, each with its start time. */
function probe(url: string) {
  const samples: Array<{ at: number; ms: number }> = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      const at = Date.now();
      await fetch(`${url}/health/ready`).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      );
      samples.push({ at, ms: performance.now() - start });
      await sleep(PROBE_EVERY_MS);
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const percentile = (values: number[], p: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]! : NaN;
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(0));

interface Run {
  ordersPerSecond: number;
  ordersP99Ms: number;
  mailed: number;
  distinct: number;
  mailsPerSecond: number;
  backlogAtLastOrder: number;
  drainPerSecond: number;
  lastOrderToLastMailS: number;
  probe: { idle: number[]; burst: number[]; drain: number[] };
}

async function measure(shop: Shop, sink: MailSink): Promise<Run> {
  const [product] = (await (await fetch(`${shop.url}/api/products`)).json()) as Array<{ id: number }>;
  const watch = probe(shop.url);
  await sleep(2000);
  const firstOrder = Date.now();
  const burst = await autocannon({
    url: `${shop.url}/api/orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(orderPayload([{ productId: product!.id, quantity: 1 }])),
    connections: 10,
    amount: ORDERS,
  });
  const lastOrder = Date.now();
  if (burst['2xx'] !== ORDERS) throw new Error(`Only ${burst['2xx']} of ${ORDERS} orders were answered 2xx`);

  for (const deadline = lastOrder + GIVE_UP_MS; ; await sleep(250)) {
    const count = await sink.count();
    if (count >= ORDERS) break;
    if (Date.now() > deadline)
      throw new Error(`Only ${count} of ${ORDERS} mails left within ${GIVE_UP_MS / 60_000} minutes of the last order`);
  }
  // A second mail of an order would come within moments of the first: give it the time.
  await sleep(3000);
  await watch.stop();
  const mails = await sink.mails();

  const times = mails.map((mail) => mail.at).sort((a, b) => a - b);
  const lastMail = times.at(-1)!;
  const backlogAtLastOrder = times.filter((at) => at > lastOrder).length;
  const phase = (from: number, to: number) =>
    watch.samples.filter((sample) => sample.at >= from && sample.at < to).map((sample) => sample.ms);
  return {
    ordersPerSecond: ORDERS / ((lastOrder - firstOrder) / 1000),
    ordersP99Ms: burst.latency.p99,
    mailed: mails.length,
    distinct: new Set(mails.map((mail) => mail.order)).size,
    mailsPerSecond: mails.length / ((lastMail - times[0]!) / 1000),
    backlogAtLastOrder,
    drainPerSecond: lastMail > lastOrder ? backlogAtLastOrder / ((lastMail - lastOrder) / 1000) : NaN,
    lastOrderToLastMailS: Math.max(0, lastMail - lastOrder) / 1000,
    probe: { idle: phase(0, firstOrder), burst: phase(firstOrder, lastOrder), drain: phase(lastOrder, lastMail) },
  };
}

const rows: string[] = [];
function report(database: string, destination: string, run: Run) {
  const once =
    run.mailed === ORDERS && run.distinct === ORDERS ? 'yes' : `no: ${run.mailed} mails, ${run.distinct} orders`;
  const { idle, burst, drain } = run.probe;
  rows.push(
    `| ${database} | ${destination} | ${run.ordersPerSecond.toFixed(0)} | ${run.ordersP99Ms} | ${run.mailsPerSecond.toFixed(0)} | ${run.backlogAtLastOrder} | ${Number.isNaN(run.drainPerSecond) ? 'n/a' : run.drainPerSecond.toFixed(0)} | **${run.lastOrderToLastMailS.toFixed(1)}** | ${once} | ${ms(percentile(idle, 0.5))} / ${ms(percentile(idle, 0.99))} | ${ms(percentile(burst, 0.5))} / ${ms(percentile(burst, 0.99))} | ${ms(percentile(drain, 0.5))} / ${ms(percentile(drain, 0.99))} |`,
  );
  console.log(rows.at(-1));
}

/** The outbox, then a real SMTP server, on one shop's database (the orders of the first stay). */
async function measureDatabase(database: string, env: Record<string, string>, dataDir: string) {
  for (const destination of ['outbox', 'SMTP'] as const) {
    const sink = destination === 'outbox' ? await outboxSink(dataDir) : await smtpSink();
    const shop = await startShop({
      ...env,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ...sink.env,
    });
    try {
      report(database, destination, await measure(shop, sink));
    } finally {
      await shop.stop();
      await sink.close();
    }
  }
}

const loadBefore = loadavg()[0]!.toFixed(1);
const embeddedDir = await mkdtemp(join(tmpdir(), 'crumb-mail-bench-'));
try {
  await measureDatabase('embedded', { DATABASE_URL: '' }, embeddedDir);
} finally {
  await rm(embeddedDir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (serverUrl) {
  await withThrowawayDatabase(serverUrl, 'mail', (databaseUrl, dataDir) =>
    measureDatabase('PostgreSQL', { DATABASE_URL: databaseUrl }, dataDir),
  );
}

const section = `## Owner mail queue

Written by \`npm run bench:mail --workspace api\` (api/bench/mail-queue.ts, part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${MACHINE}, shared with the load generator and the SMTP server (both in the bench's process) and whatever
else ran: load average ${loadBefore} before the run, ${loadavg()[0]!.toFixed(1)} after it. Node ${process.version}.
One instance of the shop runs as its own process (from source through tsx, logging at level info as in production;
the embedded database in a data folder, as \`npm start\` keeps it). ${ORDERS} orders are posted to it (POST /api/orders,
10 connections, all answered 201); each order's mail to the owner goes through the job queue, to the outbox folder
(no SMTP_URL: one .eml file each) or to a real SMTP server on loopback (\`smtp-server\`, reached through nodemailer's
pool of up to 5 connections). The goal is at least 20 mails a second per instance and the last mail within 2
minutes of the burst's last order; before, one mail was taken per 2-second poll (0.26-0.45 a second, over an hour).

"mails/s" counts from the first mail to the last; mails leave while orders are still being placed, so while the
queue keeps up it is bounded by the orders' own rate. "backlog" is the mails still to leave when the last order was
answered, and "drain/s" how fast they left after it (the queue alone). "once" checks that every order got exactly
one mail. The last three columns are the median / p99 ms of GET /health/ready (one query through the server's
connection pool), sent every ${PROBE_EVERY_MS} ms: before the burst, during it, and while the backlog drains. The
embedded database has one connection for everything: the drain column shows what the mails leave to the requests.

| database | mail to | orders/s | order p99 ms | mails/s | backlog | drain/s | last order to last mail, s | once | probe idle ms | probe in burst ms | probe in drain ms |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |
${rows.join('\n')}
`;
const reportFile = resolve(apiRoot, '..', 'docs', 'benchmarks.md');
const current = await readFile(reportFile, 'utf8').catch(() => '# Benchmarks\n');
const [head, ...rest] = current.split(/^(?=## )/m).filter((part) => !part.startsWith('## Owner mail queue'));
await writeFile(
  reportFile,
  [head!.trimEnd() + '\n', ...rest.map((part) => `\n${part.trimEnd()}\n`), `\n${section}`].join(''),
);
console.log('\nWrote the Owner mail queue section of docs/benchmarks.md');
