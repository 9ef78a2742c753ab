import { TooManyRequestsError } from '../errors/domain-errors';
import type { AttemptStore } from './attempt-store';

export interface AttemptLimitRule {
  /** Attempts one client address may make per window before it is refused for the rest of it. */
  limit: number;
  windowMs: number;
  /** The 429 answer's message. */
  message: string;
}

/**
 * Counts attempts per client address in fixed windows that start at the first attempt, and
 * refuses (429) the ones past the limit. The store decides whether instances share the count.
 */
export class AttemptLimit {
  constructor(
    private readonly store: AttemptStore,
    readonly rule: AttemptLimitRule,
  ) {}

  /**
   * Counts an attempt up front, atomically in the store, and throws 429 once the address has
   * used up its window: a burst of concurrent attempts cannot all slip past the limit.
   */
  async consume(address: string): Promise<void> {
    const attempts = await this.store.count(address, this.rule.windowMs);
    if (attempts > this.rule.limit) throw new TooManyRequestsError(this.rule.message);
  }

  /** Takes the address's attempts back (the sign-in succeeded). */
  forget(address: string): Promise<void> {
    return this.store.forget(address);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
