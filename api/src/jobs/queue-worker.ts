import { setTimeout as sleep } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import { groupedWrites } from './grouped-writes';

export interface QueueWorkerOptions {
  /** At most this many of the queue's jobs run at once on this instance. */
  concurrency: number;
  /** How long to wait before looking again once the queue had nothing (more) to give. */
  pollingIntervalMs: number;
  /** Hears of a failure to record a job's outcome; the worker goes on. */
  onError: (error: unknown) => void;
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
 * each job's outcome is recorded for it alone as soon as it is known: a failed try is retried
 * by itself, and a job done is marked done once (the completions that come while one is being
 * written share the next statement). While a backlog lasts, the next fetch follows once half
 * the slots are free again, or a polling interval after the first one freed; once the queue is
 * empty, the next look waits the polling interval.
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
  // One statement for the jobs that finish while the previous one is being written: on the
  // embedded database a completion costs about as much as the mail's own reads.
  const complete = groupedWrites<string>((ids) => boss.complete(queue, ids));

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
      else await complete(job.id);
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

  /**
   * Waits `ms` (no limit when undefined), or less when one of `until` settles or stopping
   * begins. Leaves nothing behind: the queue is polled for days, a listener per wait would add up.
   */
  function pause(ms: number | undefined, until: Array<Promise<unknown>> = []): Promise<void> {
    if (stopping.signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = ms === undefined ? undefined : setTimeout(done, ms);
      stopping.signal.addEventListener('abort', done, { once: true });
      for (const promise of until) void promise.then(done);
    });
  }

  async function loop(): Promise<void> {
    // Since when some slots stand free without a fetch (fewer than refillAt of them).
    let freeSince: number | undefined;
    while (!stopping.signal.aborted) {
      const free = concurrency - running.size;
      if (free === 0) {
        freeSince = undefined;
        await pause(undefined, [...running.values()]);
        continue;
      }
      if (free < refillAt) {
        // A few free slots wait for more, but not past a polling interval: slow sends (a mail
        // server taking its time) must not keep the other slots idle while jobs wait.
        freeSince ??= Date.now();
        const left = freeSince + pollingIntervalMs - Date.now();
        if (left > 0) {
          await pause(left, [...running.values()]);
          continue;
        }
      }
      freeSince = undefined;
      let jobs: Array<PgBoss.JobWithMetadata<Data>> = [];
      try {
        jobs = await boss.fetch<Data>(queue, { batchSize: free, includeMetadata: true });
      } catch (error) {
        onError(error);
      }
      // Jobs fetched are this instance's now (active): they run even when stopping has begun.
      for (const job of jobs) start(job);
      // Fewer than asked for: the queue is empty for now.
      if (jobs.length < free) await pause(pollingIntervalMs);
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
