/** The read cache's side the page cache follows: its version moves on every write that clears it. */
export interface WriteVersion {
  currentVersion(): number;
}

/**
 * Rendered pages, by address, language and screen. A page is kept with the read cache's version
 * at the start of its render and served only while that version holds: the writes that clear
 * the read cache (every mutation no feature declares as keeping it, `Feature.readCache`) make
 * every page stale at once, and a page rendered while a write ran is never served. Pages also
 * expire after a minute, as the read cache's answers do, and the oldest go first past a number
 * of pages.
 */
export class PageCache<Page> {
  private readonly entries = new Map<string, { page: Page; version: number; storedAt: number }>();

  constructor(
    private readonly writes: WriteVersion,
    private readonly maxEntries = 200,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** Take this before rendering; pass it to `set`. */
  currentVersion(): number {
    return this.writes.currentVersion();
  }

  get(key: string): Page | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.writes.currentVersion() || Date.now() - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, page: Page, versionAtStart: number): void {
    if (versionAtStart !== this.writes.currentVersion()) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the oldest.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { page, version: versionAtStart, storedAt: Date.now() });
  }
}
