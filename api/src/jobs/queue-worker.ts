import { setTimeout as sleep } from 'node:timers/promises';
import type PgBoss from 'pg-boss';

export interface QueueWorkerOptions {
  /** At most this many of the queue's jobs run at once on this instance. */
  concurrency: number;
  /** How long to wait before looking again once the queue had nothing (more) to give. */
  pollingIntervalMs: number;
  /** Hears of a failure to record a job's outcome; the worker goes on. */
  onError(error: unknown): void;
}

export interface QueueWorker {
  /**
   * Takes no more jobs and resolves once the running ones have finished and been recorded, or
   * after `timeoutMs`: a try still running then is recorded as failed, to be retried.
   */
  stop(timeoutMs: number): Promise<void>;
}

/** Resolves with true when `promise` settles within `ms`, false otherwise; the timer does not outlive it. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  const timedOut = sleep(ms, false, { signal: timer.signal }).catch(() => false);
  try {
    return await Promise.race([promise.then(() => true), timedOut]);
  } finally {
    timer.abort();
  }
}

/**
 * Works one queue on this instance, several jobs at a time. pg-boss's own `work` polls once per
 * interval (2 s), so one job at a time drains a queue at about one job every two seconds; and
 * with a batch it records the batch's outcome as one (a thrown error fails every job of it,
 * and the jobs it completes afterwards include any that already failed and were taken again).
 * Here jobs are fetched together (one query for up to the free slots), run side by side, and
 * each job's outcome is recorded by itself as soon as it is known: a failed try is retried
 * alone, and a sent one is marked done once. While a backlog lasts, the next fetch follows as
 * soon as half the slots are free again; once the queue is empty, the next look waits the
 * polling interval.
 */
export function startQueueWorker<Data extends object>(
  boss: PgBoss,
  queue: string,
  handle: (job: PgBoss.JobWithMetadata<Data>) => Promise<void>,
  { concurrency, pollingIntervalMs, onError }: QueueWorkerOptions,
): QueueWorker {
  // Fetching whenever a single slot frees would cost one query per job: half the slots make fetches of several.
  const refillAt = Math.ceil(concurrency / 2);
  /** The jobs under way by id; their promises never reject. */
  const running = new Map<string, Promise<void>>();
  const stopping = new AbortController();

  async function run(job: PgBoss.JobWithMetadata<Data>): Promise<void> {
    let outcome: { failed: false } | { failed: true; error: unknown };
    try {
      await handle(job);
      outcome = { failed: false };
    } catch (error) {
      outcome = { failed: true, error };
    }
    try {
      // pg-boss keeps the error (its message is shown for a job that failed for good) and
      // schedules the retry or marks the job failed, as its queue's policy says.
      if (outcome.failed) await boss.fail(queue, job.id, outcome.error as object);
      else await boss.complete(queue, job.id);
    } catch (error) {
      // The job stays active until pg-boss's maintenance expires it; it is then retried.
      onError(error);
    }
  }

  function start(job: PgBoss.JobWithMetadata<Data>): void {
    running.set(
      job.id,
      run(job).finally(() => running.delete(job.id)),
    );
  }

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      const free = concurrency - running.size;
      if (free < refillAt) {
        await Promise.race(running.values());
        continue;
      }
      let jobs: Array<PgBoss.JobWithMetadata<Data>> = [];
      try {
        jobs = await boss.fetch<Data>(queue, { batchSize: free, includeMetadata: true });
      } catch (error) {
        onError(error);
      }
      // Jobs fetched are this instance's now (active): they run even when stopping has begun.
      for (const job of jobs) start(job);
      if (jobs.length < free) await sleep(pollingIntervalMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  }

  const looping = loop();

  return {
    async stop(timeoutMs) {
      stopping.abort();
      const finished = looping.then(() => Promise.all(running.values()));
      if (await settlesWithin(finished, timeoutMs)) return;
      const stoppedEarly = new Error('The server stopped before this try finished');
      await Promise.all([...running.keys()].map((id) => boss.fail(queue, id, stoppedEarly).catch(onError)));
    },
  };
}
