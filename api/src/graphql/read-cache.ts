/**
 * Answers to public reads (the catalog and the settings), kept until anything is written.
 * Every successful or failed mutation invalidates the whole cache: writes are rare (the owner
 * editing the shop), reads are the storefront's every page. A read only stores its answer if no
 * write happened while it ran, so a cached answer is never older than the last write.
 *
 * Each process holds its own cache; with several instances, `onInvalidate` tells the others
 * (cache-sync) and their messages arrive through `invalidateForPeer`. The time limit bounds
 * staleness from writes that bypass the API (a manual SQL fix) or a message that was lost.
 */
export class ReadCache<Value = unknown> {
  private readonly entries = new Map<string, { value: Value; storedAt: number }>();
  private version = 0;
  private readonly invalidateListeners: Array<() => void> = [];

  constructor(
    private readonly maxEntries = 500,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** Take this before reading; pass it to `set` so a write in between discards the answer. */
  currentVersion(): number {
    return this.version;
  }

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: Value, versionAtStart: number): void {
    if (versionAtStart !== this.version) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the oldest.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, storedAt: Date.now() });
  }

  /** A write on this instance: clears the cache and tells the `onInvalidate` listeners. */
  invalidate(): void {
    this.clear();
    for (const listener of this.invalidateListeners) listener();
  }

  /**
   * A write on another instance (or one possibly missed while the channel was down): clears the
   * cache WITHOUT telling the listeners, or instances would echo each other's messages forever.
   */
  invalidateForPeer(): void {
    this.clear();
  }

  /** Called after each `invalidate` (not `invalidateForPeer`): how other instances hear of this one's writes. */
  onInvalidate(listener: () => void): void {
    this.invalidateListeners.push(listener);
  }

  private clear(): void {
    this.version += 1;
    this.entries.clear();
  }
}
