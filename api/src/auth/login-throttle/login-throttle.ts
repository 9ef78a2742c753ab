import { AttemptLimit, MemoryAttemptStore, type AttemptStore } from '../../rate-limit';

/** Failed sign-ins one client address may make per window before it is refused for the rest of it. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many login attempts. Please try again later.';

export interface ThrottleLog {
  warn(message: string): void;
}

/**
 * Counts failed sign-ins per client address (a rate limit of rate-limit/, in fixed windows
 * that start at the first failure). Lives in the auth service's path, so REST and GraphQL
 * logins share one count; the store decides whether instances share it too
 * (login-throttle/index.ts picks it).
 */
export class LoginThrottle {
  private readonly limit: AttemptLimit;

  constructor(
    store: AttemptStore = new MemoryAttemptStore(),
    private readonly log: ThrottleLog = console,
    windowMs = LOGIN_FAILURE_WINDOW_MS,
  ) {
    this.limit = new AttemptLimit(store, { limit: LOGIN_FAILURE_LIMIT, windowMs, message: TOO_MANY_LOGIN_ATTEMPTS });
  }

  /**
   * Counts a sign-in attempt as failed before its password is checked, and throws 429 once the
   * address has used up its window. Counting up front means a burst of concurrent guesses
   * cannot all slip past the limit while their hashes compute; a successful attempt takes its
   * count back through `recordSuccess`.
   */
  consumeAttempt(address: string): Promise<void> {
    return this.limit.consume(address);
  }

  /** The owner got in: earlier typos from this address no longer count. */
  async recordSuccess(address: string): Promise<void> {
    try {
      await this.limit.forget(address);
    } catch (error) {
      // The password was right; a count left behind only expires with its window.
      this.log.warn(`login limits: could not forget the attempts of ${address}: ${(error as Error).message}`);
    }
  }

  close(): Promise<void> {
    return this.limit.close();
  }
}
