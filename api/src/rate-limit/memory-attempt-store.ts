import type { AttemptStore } from './attempt-store';

/** Beyond this many tracked addresses, finished windows are swept out; beyond twice that, the oldest go. */
const TRACKED_ADDRESSES_SWEEP_AT = 10_000;

interface Attempts {
  count: number;
  windowEndsAt: number;
}

/**
 * Counts in this process's memory (one store per limit): the embedded database means one server
 * process, and a restart forgetting the counts is harmless. Counting happens synchronously, so concurrent
 * attempts are counted one after the other.
 */
export class MemoryAttemptStore implements AttemptStore {
  private readonly attempts = new Map<string, Attempts>();

  constructor(private readonly now: () => number = Date.now) {}

  async count(address: string, windowMs: number): Promise<number> {
    const entry = this.attempts.get(address);
    if (!entry || entry.windowEndsAt <= this.now()) {
      this.attempts.delete(address);
      this.attempts.set(address, { count: 1, windowEndsAt: this.now() + windowMs });
      if (this.attempts.size > TRACKED_ADDRESSES_SWEEP_AT) this.sweep();
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  async forget(address: string): Promise<void> {
    this.attempts.delete(address);
  }

  async close(): Promise<void> {}

  /** Keeps memory bounded when many addresses fail once. */
  private sweep(): void {
    const now = this.now();
    for (const [address, entry] of this.attempts) {
      if (entry.windowEndsAt <= now) this.attempts.delete(address);
    }
    // Still too many live windows: forget the oldest (a Map iterates in insertion order).
    for (const address of this.attempts.keys()) {
      if (this.attempts.size <= TRACKED_ADDRESSES_SWEEP_AT * 2) break;
      this.attempts.delete(address);
    }
  }
}
