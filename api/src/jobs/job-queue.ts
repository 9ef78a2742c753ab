import type { EntityManager } from '@mikro-orm/postgresql';

/** How often and how patiently a queue's jobs are tried. */
export interface RetryPolicy {
  /** Tries after the first one. */
  retryLimit: number;
  /** The wait before the first retry; each later wait doubles (with jitter) when `backoff`. */
  retryDelaySeconds: number;
  backoff: boolean;
}

/** How much of a queue one instance works at a time. */
export interface WorkOptions {
  /**
   * At most this many of the queue's jobs run at once on this instance (taken from the
   * database together, a batch at a time); each one's outcome is recorded by itself.
   */
  concurrency: number;
}

/** One try of a job, as its handler sees it. */
export interface JobAttempt<Data> {
  data: Data;
  /** 1 for the first try. */
  number: number;
  /** No retry follows when this try fails. */
  isLast: boolean;
}

/** A job that used up its tries: kept to be shown and retried. */
export interface FailedJob<Data> {
  key: string;
  data: Data;
  attempts: number;
  lastError: string;
  failedAt: Date;
}

/**
 * Durable background work, shared by every instance on one database. Features name a queue,
 * say how its jobs are handled, and add jobs to it in the transaction of the data they are
 * about: a job exists exactly when that data does, and runs once on whichever instance takes
 * it (a failed try throws and is retried).
 */
export interface JobQueue {
  /** Registers the queue (creating it on the database when new) and starts working it on this instance. */
  work<Data extends object>(
    queue: string,
    policy: RetryPolicy,
    options: WorkOptions,
    handle: (attempt: JobAttempt<Data>) => Promise<void>,
  ): Promise<void>;
  /**
   * Adds a job inside `em`'s transaction. `key` names the job within its queue: a second job
   * with the same key is not added.
   */
  enqueue<Data extends object>(em: EntityManager, queue: string, key: string, data: Data): Promise<void>;
  /** The jobs of the queue that failed their last try, newest failure first: the newest `limit`. */
  failed<Data extends object>(queue: string, limit: number): Promise<Array<FailedJob<Data>>>;
  /** Gives a failed job one more try; false when no failed job has this key. */
  retry(queue: string, key: string): Promise<boolean>;
  /** Resolves once no job of the queues is waiting, retrying or running (tests wait on it). */
  idle(): Promise<void>;
  /** Stops taking jobs and lets the running ones finish (a try still running after 30 s counts as failed). */
  stop(): Promise<void>;
}
