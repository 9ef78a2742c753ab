// A cluster on this machine without Docker, as docker-compose.yml runs one: replicas of the
// compiled server (api/dist/main.js) sharing PostgreSQL, Redis and an S3-compatible bucket,
// behind Caddy reading the same deploy/Caddyfile with the replicas' local addresses. `npm run
// cluster` runs it from the command line; the fault tests drive it from code (kill a replica,
// restart it, stop the bucket).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { serverNodeFlags } from '../../scripts/lib/node-flags.mjs';
import { startBalancer } from './balancer.mjs';
import { portIsFree, waitReady } from './readiness.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const CLUSTER_DEFAULTS = {
  databaseUrl: 'postgresql://postgres@127.0.0.1:5432/crumb_cluster',
  redisUrl: 'redis://127.0.0.1:6379',
  port: 3500,
  replicas: 2,
};

async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

/** s3rver, the S3-compatible server the tests use, with one empty bucket, when no S3_BUCKET is given. */
async function startBucket(directory) {
  const S3rver = createRequire(import.meta.url)('s3rver');
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = `crumb-cluster-${randomBytes(4).toString('hex')}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Takes the bucket away (connections refused) until `resume`, keeping what it holds. */
    async pause() {
      await server?.close();
      server = undefined;
    },
    async resume() {
      server = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
      await server.run();
    },
    close: () => server?.close(),
  };
}

/** One replica (or any one server): the compiled server on its own port and data folder, its output in `logFile`. */
export function replica({ number, port, env, dataDir, logFile }) {
  let child;
  let exited = Promise.resolve();
  const alive = () => Boolean(child) && child.exitCode === null && child.signalCode === null;
  const self = {
    number,
    port,
    url: `http://127.0.0.1:${port}`,
    get pid() {
      return child?.pid;
    },
    /** Starts the process and waits until its readiness check passes. */
    async start(timeoutMs = 120_000) {
      if (alive()) return;
      if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: choose another CLUSTER_PORT`);
      const log = createWriteStream(logFile, { flags: 'a' });
      child = spawn(process.execPath, [...serverNodeFlags(), join(root, 'api', 'dist', 'main.js')], {
        cwd: root,
        env: { ...env, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      exited = once(child, 'exit').then(() => undefined);
      await waitReady(self.url, alive, timeoutMs);
    },
    /** Sends `signal` (SIGTERM: a graceful stop; SIGKILL: a crash) and waits for the process to end. */
    async stop(signal = 'SIGTERM') {
      if (alive()) child.kill(signal);
      await exited;
    },
  };
  return self;
}

/**
 * Starts the whole cluster and answers once every replica and the balancer are ready. Replica n
 * listens on `port + n`; the balancer on `port`. `stop()` ends everything it started and removes
 * its working folder (logs included) unless `keepLogs`.
 */
export async function startCluster({
  replicas = CLUSTER_DEFAULTS.replicas,
  port = CLUSTER_DEFAULTS.port,
  databaseUrl = CLUSTER_DEFAULTS.databaseUrl,
  redisUrl = CLUSTER_DEFAULTS.redisUrl,
  env = {},
  keepLogs = false,
} = {}) {
  const workDir = await mkdtemp(join(tmpdir(), 'crumb-cluster-'));
  const started = [];
  const stopAll = async () => {
    for (const stop of started.reverse()) await stop().catch(() => undefined);
    if (!keepLogs) await rm(workDir, { recursive: true, force: true });
  };
  try {
    await ensureDatabase(databaseUrl);
    const bucket = env.S3_BUCKET ? undefined : await startBucket(join(workDir, 'bucket'));
    if (bucket) started.push(() => bucket.close());
    const replicaEnv = {
      ...process.env,
      LOG_LEVEL: 'warn',
      // As compose sets it: a stopping replica says "not ready" for longer than Caddy's 5 s checks before it closes.
      SHUTDOWN_DRAIN_SECONDS: '6',
      // One folder for every replica's backups, as compose shares its /data volume: a backup one
      // replica took downloads through the balancer from any of them.
      BACKUP_DIR: join(workDir, 'backups'),
      ...env,
      ...bucket?.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      HOST: '127.0.0.1',
      // Only Caddy reaches the replicas (they listen on 127.0.0.1), so its X-Forwarded-* are the truth.
      TRUST_PROXY: 'true',
    };
    const members = [];
    for (let number = 1; number <= replicas; number += 1) {
      const dataDir = join(workDir, `replica-${number}`);
      await mkdir(dataDir, { recursive: true });
      const member = replica({
        number,
        port: port + number,
        env: replicaEnv,
        dataDir,
        logFile: join(workDir, `replica-${number}.log`),
      });
      members.push(member);
      started.push(() => member.stop());
    }
    // Together, as compose starts them: the first migrates and seeds under a lock, the others wait.
    await Promise.all(members.map((member) => member.start()));
    const balancer = await startBalancer({
      port,
      upstreams: members.map((member) => `127.0.0.1:${member.port}`),
      workDir: join(workDir, 'caddy'),
      logFile: join(workDir, 'caddy.log'),
    });
    started.push(() => balancer.stop());
    return { balancer, replicas: members, bucket, workDir, databaseUrl, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
