import type PgBoss from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { startQueueWorker, type QueueWorker } from './queue-worker';

type Job = PgBoss.JobWithMetadata<{ n: number }>;

/** pg-boss as the worker uses it: a list of waiting jobs, and what was recorded of each. */
function fakeBoss(count: number) {
  const waiting = Array.from(
    { length: count },
    (_, n) => ({ id: `job-${n}`, data: { n }, retryCount: 0, retryLimit: 2 }) as unknown as Job,
  );
  const completed: string[] = [];
  const failed: Array<{ id: string; message: string }> = [];
  /** Per fetch: how many jobs it asked for, and how many it got. */
  const fetches: Array<{ asked: number; got: number }> = [];
  const boss = {
    async fetch(_queue: string, { batchSize }: { batchSize: number }) {
      const jobs = waiting.splice(0, batchSize);
      fetches.push({ asked: batchSize, got: jobs.length });
      return jobs;
    },
    async complete(_queue: string, ids: string | string[]) {
      completed.push(...[ids].flat());
    },
    async fail(_queue: string, id: string, error: Error) {
      failed.push({ id, message: error.message });
    },
  } as unknown as PgBoss;
  return { boss, waiting, completed, failed, fetches };
}

async function until(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5000; !condition(); await new Promise((resolve) => setTimeout(resolve, 5))) {
    if (Date.now() > deadline) throw new Error('Waited 5 s');
  }
}

const options = {
  concurrency: 4,
  pollingIntervalMs: 50,
  onError: (error: unknown) => expect.unreachable(String(error)),
};
const byNumber = (ids: string[]) => [...ids].sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)));
const all = (count: number) => Array.from({ length: count }, (_, n) => `job-${n}`);

describe('a queue worker', () => {
  let running: QueueWorker | undefined;
  afterEach(() => running?.stop(100));
  /** Starts the worker under test on the fake queue 'q'; it is stopped after each test. */
  const startWorker = (boss: PgBoss, handle: (job: Job) => Promise<void>, settings = options) =>
    (running = startQueueWorker(boss, 'q', handle, settings));

  it('runs at most `concurrency` jobs at once, fetching several in one go, until the queue is empty', async () => {
    const { boss, completed, fetches } = fakeBoss(25);
    let underWay = 0;
    let most = 0;
    const worker = startWorker(
      boss,
      async () => {
        underWay += 1;
        most = Math.max(most, underWay);
        await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 10));
        underWay -= 1;
      },
      // A polling interval far longer than a job: only freed slots lead to the next fetch.
      { ...options, pollingIntervalMs: 60_000 },
    );
    await until(() => completed.length === 25);
    await worker.stop(1000);
    expect(byNumber(completed)).toEqual(all(25));
    expect(most).toBe(4);
    expect(Math.max(...fetches.map(({ asked }) => asked))).toBe(4);
    // Several jobs per fetch while the backlog lasts (the last may find one left), not one per freed slot.
    const gotJobs = fetches.filter(({ got }) => got > 0);
    expect(
      gotJobs.slice(0, -1).every(({ got }) => got >= 2),
      JSON.stringify(fetches),
    ).toBe(true);
    expect(gotJobs.length).toBeLessThanOrEqual(13);
  });

  it('records a failed try for that job alone; the others are completed once', async () => {
    const { boss, completed, failed } = fakeBoss(8);
    const worker = startWorker(boss, async ({ data }) => {
      if (data.n === 3) throw new Error('550 Mailbox unavailable');
    });
    await until(() => completed.length + failed.length === 8);
    await worker.stop(1000);
    expect(failed).toEqual([{ id: 'job-3', message: '550 Mailbox unavailable' }]);
    expect(byNumber(completed)).toEqual(all(8).filter((id) => id !== 'job-3'));
  });

  it('on stop, takes no more jobs and lets the running ones finish and be recorded', async () => {
    const { boss, waiting, completed, failed } = fakeBoss(10);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const worker = startWorker(boss, async () => {
      started += 1;
      await released;
    });
    await until(() => started === 4);
    const stopping = worker.stop(5000);
    setTimeout(release, 100);
    await stopping;
    expect(byNumber(completed)).toEqual(all(4));
    expect(failed).toEqual([]);
    expect(waiting).toHaveLength(6);
  });

  it('counts a try still running when the stop times out as failed, so it is retried', async () => {
    const { boss, completed, failed } = fakeBoss(2);
    let started = 0;
    const worker = startWorker(boss, () => {
      started += 1;
      return new Promise<void>(() => {});
    });
    await until(() => started === 2);
    await worker.stop(100);
    expect(failed.map(({ id }) => id).sort()).toEqual(all(2));
    expect(new Set(failed.map(({ message }) => message))).toEqual(
      new Set(['The server stopped before this try finished']),
    );
    expect(completed).toEqual([]);
  });
});
