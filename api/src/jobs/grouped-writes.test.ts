import { describe, expect, it } from 'vitest';
import { groupedWrites } from './grouped-writes';

/** A write that records its items and waits until the test lets it finish (or fail). */
function heldWrite() {
  const writes: Array<{ items: number[]; finish: () => void; fail: (error: Error) => void }> = [];
  const write = (items: number[]) => new Promise<void>((finish, fail) => writes.push({ items, finish, fail }));
  return { writes, write };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('grouped writes', () => {
  it('writes the items known together in one write, and those arriving meanwhile in the next', async () => {
    const { writes, write } = heldWrite();
    const add = groupedWrites(write);
    const first = [add(1), add(2)];
    await turn();
    expect(writes.map((w) => w.items)).toEqual([[1, 2]]);

    const second = [add(3), add(4), add(5)];
    await turn();
    expect(writes).toHaveLength(1);
    writes[0]!.finish();
    await Promise.all(first);
    await turn();
    expect(writes.map((w) => w.items)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    writes[1]!.finish();
    await Promise.all(second);
  });

  it('fails the callers of a failed write only, and goes on with the next', async () => {
    const { writes, write } = heldWrite();
    const add = groupedWrites(write);
    const failed = add(1);
    await turn();
    const later = add(2);
    writes[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await turn();
    expect(writes[1]!.items).toEqual([2]);
    writes[1]!.finish();
    await expect(later).resolves.toBeUndefined();
  });
});
