import { TooManyRequestsError } from '../errors/domain-errors';

/** Failed sign-ins one client address may make per window before it is refused for the rest of it. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many login attempts. Please try again later.';

/** Beyond this many tracked addresses, finished windows are swept out; beyond twice that, the oldest go. */
const TRACKED_ADDRESSES_SWEEP_AT = 10_000;

interface Failures {
  count: number;
  windowEndsAt: number;
}

/**
 * Counts failed sign-ins per client address in fixed windows that start at the first failure.
 * Lives in the auth service's path, so REST and GraphQL logins share one count. Kept in memory:
 * the shop runs one server process, and a restart forgetting the counts is harmless.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Counts a sign-in attempt as failed before its password is checked, and throws 429 once the
   * address has used up its window. Counting up front (synchronously, before any await) means
   * a burst of concurrent guesses cannot all slip past the limit while their hashes compute;
   * a successful attempt takes its count back through `recordSuccess`.
   */
  consumeAttempt(address: string): void {
    const entry = this.current(address);
    if (!entry) {
      this.failures.set(address, { count: 1, windowEndsAt: this.now() + LOGIN_FAILURE_WINDOW_MS });
      if (this.failures.size > TRACKED_ADDRESSES_SWEEP_AT) this.sweep();
      return;
    }
    if (entry.count >= LOGIN_FAILURE_LIMIT) throw new TooManyRequestsError(TOO_MANY_LOGIN_ATTEMPTS);
    entry.count += 1;
  }

  /** The owner got in: earlier typos from this address no longer count. */
  recordSuccess(address: string): void {
    this.failures.delete(address);
  }

  private current(address: string): Failures | undefined {
    const entry = this.failures.get(address);
    if (entry && entry.windowEndsAt <= this.now()) {
      this.failures.delete(address);
      return undefined;
    }
    return entry;
  }

  /** Keeps memory bounded when many addresses fail once. */
  private sweep(): void {
    const now = this.now();
    for (const [address, entry] of this.failures) {
      if (entry.windowEndsAt <= now) this.failures.delete(address);
    }
    // Still too many live windows: forget the oldest (a Map iterates in insertion order).
    for (const address of this.failures.keys()) {
      if (this.failures.size <= TRACKED_ADDRESSES_SWEEP_AT * 2) break;
      this.failures.delete(address);
    }
  }
}
