import { ConnectionException } from '@mikro-orm/core';
import { closeRedisConnection, type RedisConnection } from '../redis';
import type { AttemptStore } from './attempt-store';

/**
 * Counts and, on the first attempt of a window, sets the key's expiry, in one step: Redis runs
 * a script without interleaving, so concurrent attempts from any instance get successive
 * numbers and no key is left without an expiry.
 */
const COUNT_SCRIPT = `
local attempts = redis.call('INCR', KEYS[1])
if attempts == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return attempts`;

/**
 * Redis is unreachable. Counted as a database outage on purpose: the limited call answers 503
 * with Retry-After instead of letting attempts through uncounted while the store is down
 * (failing open would lift the limit for exactly as long as an attacker can keep Redis busy).
 */
export class AttemptStoreUnavailableError extends ConnectionException {}

/**
 * Counts in Redis under `<shop prefix><namespace>:<address>`, shared by every instance; keys
 * expire with their window. The namespace keeps each limit's counts apart.
 */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly keyPrefix: string,
    private readonly namespace: string,
  ) {}

  async count(address: string, windowMs: number): Promise<number> {
    try {
      return Number(await this.redis.eval(COUNT_SCRIPT, 1, this.key(address), windowMs));
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  async forget(address: string): Promise<void> {
    try {
      await this.redis.del(this.key(address));
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  close(): Promise<void> {
    return closeRedisConnection(this.redis);
  }

  private key(address: string): string {
    return `${this.keyPrefix}${this.namespace}:${address}`;
  }

  private unavailable(error: unknown): AttemptStoreUnavailableError {
    const cause = error instanceof Error ? error : new Error(String(error));
    return new AttemptStoreUnavailableError(new Error(`Redis (${this.namespace}): ${cause.message}`));
  }
}
