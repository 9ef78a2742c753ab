import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Orm } from '../database/orm';
import { jobFailureDetail } from './failure-detail';
import type { FailedJob, JobQueue } from './job-queue';
import { startQueueWorker, type QueueWorker } from './queue-worker';
import { ormPoolExecutor, transactionExecutor } from './sql-executor';

/** pg-boss keeps its tables in a schema of its own, beside the shop's. */
export const JOB_QUEUE_SCHEMA = 'pgboss';
/** A failed job stays in the job table (shown, retryable) this long before pg-boss archives it. */
const KEEP_FAILED_SECONDS = 60 * 24 * 60 * 60;
/** A try still running after this is taken as lost (the instance died) and counted as failed. */
const TRY_EXPIRES_SECONDS = 5 * 60;
/** While the database is away every poll fails: the log hears of it at most this often. */
const ERROR_LOG_INTERVAL_MS = 60_000;
/** How often an idle instance looks for new jobs, unless told otherwise (pg-boss's own default). */
const DEFAULT_POLLING_INTERVAL_SECONDS = 2;
/** How long stopping waits for the running jobs before counting them as failed tries. */
const STOP_TIMEOUT_MS = 30_000;

export interface PgBossQueueOptions {
  orm: Orm;
  log: FastifyBaseLogger;
  /** How often an idle instance looks for new jobs; 2 s unless set. */
  pollingIntervalSeconds?: number;
}

/**
 * The job's id, the same for the same key: pg-boss inserts with ON CONFLICT DO NOTHING, so a
 * second enqueue of a key adds nothing. A UUID, as pg-boss's id column is.
 */
export function jobId(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  // Shaped as a version 5 (name-based) UUID with the RFC 4122 variant.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface FailedRow {
  singleton_key: string;
  data: object;
  retry_count: number;
  output: { message?: unknown } | null;
  completed_on: Date;
}

/**
 * Creates pg-boss's schema, or brings it to this version's, and nothing more: no polling, no
 * maintenance. Start-up runs it with the shop's migrations under one lock (startup-lock.ts):
 * pg-boss's own creation is not safe against a second server creating the schema at the same
 * moment (two replicas starting together: the loser stops on a duplicate `pgboss` schema).
 */
export async function installJobQueue(orm: Orm): Promise<void> {
  const boss = new PgBoss({ db: ormPoolExecutor(orm), schema: JOB_QUEUE_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/** Tries at creating a queue while other instances create it too, before giving up. */
const QUEUE_CREATION_TRIES = 5;

/**
 * Registers the queue with the policy in the code (which wins over one an older version
 * stored). Instances starting together all find it missing and create it at once: pg-boss's
 * creation (a partition and its indexes) then fails on the unique name or a deadlock in all but
 * one, and a moment later the queue is there to update.
 */
async function createOrUpdateQueue(boss: PgBoss, queue: string, settings: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (await boss.getQueue(queue)) await boss.updateQueue(queue, settings);
      else await boss.createQueue(queue, settings);
      return;
    } catch (error) {
      if (attempt >= QUEUE_CREATION_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * The job queue on the shop's own PostgreSQL (or the embedded one), through the ORM's
 * connections: jobs are rows beside the orders, written in the orders' transactions.
 */
export async function startPgBossQueue({
  orm,
  log,
  pollingIntervalSeconds = DEFAULT_POLLING_INTERVAL_SECONDS,
}: PgBossQueueOptions): Promise<JobQueue> {
  const db = ormPoolExecutor(orm);
  const boss = new PgBoss({
    db,
    schema: JOB_QUEUE_SCHEMA,
    // Cron schedules are not used; maintenance (expiry, archiving) runs on one instance at a time.
    schedule: false,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  });
  // Without a listener an 'error' event would end the process. pg-boss keeps polling through a
  // database outage (reported by the availability check) and fails each poll: one line a minute.
  let lastWarning = -Infinity;
  const reportError = (error: unknown) => {
    if (Date.now() - lastWarning < ERROR_LOG_INTERVAL_MS) return;
    lastWarning = Date.now();
    log.warn(jobFailureDetail(error), 'The job queue could not reach the database: jobs wait until it is back');
  };
  boss.on('error', reportError);
  await boss.start();

  const queues = new Set<string>();
  const workers: QueueWorker[] = [];
  let stopped: Promise<void> | undefined;

  return {
    async work(queue, policy, { concurrency }, handle) {
      const settings = {
        name: queue,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.backoff,
        expireInSeconds: TRY_EXPIRES_SECONDS,
      };
      await createOrUpdateQueue(boss, queue, settings);
      queues.add(queue);
      if (stopped) return;
      const worker = startQueueWorker<Parameters<typeof handle>[0]['data']>(
        boss,
        queue,
        (job) => handle({ data: job.data, number: job.retryCount + 1, isLast: job.retryCount >= job.retryLimit }),
        { concurrency, pollingIntervalMs: pollingIntervalSeconds * 1000, onError: reportError },
      );
      workers.push(worker);
    },

    async enqueue(em, queue, key, data) {
      // pg-boss silently adds nothing to a queue it does not know: refuse, so the order's transaction fails instead.
      if (!queues.has(queue)) throw new Error(`The job queue ${queue} is not registered on this server`);
      await boss.send(queue, data, { id: jobId(queue, key), singletonKey: key, db: transactionExecutor(em) });
    },

    async failed<Data extends object>(queue: string, limit: number): Promise<Array<FailedJob<Data>>> {
      const { rows } = await db.executeSql(
        `select singleton_key, data, retry_count, output, completed_on from ${JOB_QUEUE_SCHEMA}.job where name = $1 and state = 'failed' order by completed_on desc limit $2`,
        [queue, limit],
      );
      return (rows as FailedRow[]).map((row) => ({
        key: row.singleton_key,
        data: row.data as Data,
        attempts: row.retry_count + 1,
        lastError: typeof row.output?.message === 'string' ? row.output.message : 'Unknown error',
        failedAt: new Date(row.completed_on),
      }));
    },

    async retry(queue, key) {
      // One more try, taken at once: pg-boss turns the failed job back into a retry with one more allowed.
      const { rows } = await db.executeSql(
        `select 1 from ${JOB_QUEUE_SCHEMA}.job where name = $1 and id = $2 and state = 'failed'`,
        [queue, jobId(queue, key)],
      );
      if (rows.length === 0) return false;
      await boss.retry(queue, jobId(queue, key));
      return true;
    },

    async idle() {
      for (;;) {
        const { rows } = await db.executeSql(
          `select count(*)::int as waiting from ${JOB_QUEUE_SCHEMA}.job where name = any($1) and state < 'completed'`,
          [[...queues]],
        );
        const [{ waiting }] = rows as [{ waiting: number }];
        if (waiting === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    stop() {
      // No new job is taken, and the running ones finish (up to 30 s) and are recorded before
      // pg-boss's maintenance stops. Once, whoever asks first.
      stopped ??= (async () => {
        await Promise.all(workers.map((worker) => worker.stop(STOP_TIMEOUT_MS)));
        await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      })();
      return stopped;
    },
  };
}
