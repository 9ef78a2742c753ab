import { describe, expect, it } from 'vitest';
import { RerunningTask } from './rerunning-task';

/** Runs that wait until the test ends them (or fails them), counted as they start. */
function heldRuns() {
  const runs: Array<{ end: () => void; fail: (error: Error) => void }> = [];
  const work = () => new Promise<void>((end, fail) => runs.push({ end, fail }));
  return { runs, work };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('rerunning task', () => {
  it('runs once more after the current run however often it was asked meanwhile, never two at once', async () => {
    const { runs, work } = heldRuns();
    const task = new RerunningTask(work, () => {});
    task.run();
    task.run();
    task.run();
    expect(runs).toHaveLength(1);

    runs[0]!.end();
    await turn();
    expect(runs).toHaveLength(2);
    runs[1]!.end();
    await task.settled();
    expect(runs).toHaveLength(2);
  });

  it('hands a failure to its handler, and runs again when asked', async () => {
    const { runs, work } = heldRuns();
    const failures: unknown[] = [];
    const task = new RerunningTask(work, (error) => failures.push(error));
    task.run();
    runs[0]!.fail(new Error('database away'));
    await task.settled();
    expect(failures).toEqual([new Error('database away')]);

    task.run();
    expect(runs).toHaveLength(2);
    runs[1]!.end();
    await task.settled();
    expect(failures).toHaveLength(1);
  });

  it('is settled only when the run asked for meanwhile has ended too', async () => {
    const { runs, work } = heldRuns();
    const task = new RerunningTask(work, () => {});
    task.run();
    task.run();
    let settled = false;
    void task.settled().then(() => (settled = true));
    runs[0]!.end();
    await turn();
    expect(settled).toBe(false);
    runs[1]!.end();
    await turn();
    await turn();
    expect(settled).toBe(true);
  });
});
