/**
 * Turns a write of many items into a call for one item, grouping the items that arrive while a
 * write is under way into the next write (what databases call a group commit). Alone, an item is
 * written at once (after the current turn of the event loop, so the items known by then go
 * together); under load, one statement carries many. Each caller's promise settles with the
 * write that carried its item.
 */
export function groupedWrites<Item>(write: (items: Item[]) => Promise<unknown>): (item: Item) => Promise<void> {
  let waiting: Array<{ item: Item; written: () => void; failed: (error: unknown) => void }> = [];
  let writing = false;

  async function writeWaiting(): Promise<void> {
    writing = true;
    await new Promise((resolve) => setImmediate(resolve));
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await write(group.map(({ item }) => item));
        for (const { written } of group) written();
      } catch (error) {
        for (const { failed } of group) failed(error);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<void>((written, failed) => {
      waiting.push({ item, written, failed });
      if (!writing) void writeWaiting();
    });
}
