/**
 * Where attempts per client address are counted for one limit (the sign-ins, the guest order
 * lookups): in this process, in PostgreSQL or in Redis. Every store counts atomically, so
 * concurrent attempts (on one instance or several) each get their own number and a burst cannot
 * slip past the limit. A store counts for one limit only: each has its own key namespace.
 */
export interface AttemptStore {
  /**
   * Counts one attempt for the address and answers how many it has made in its current window
   * (this one included). A window starts with the first attempt and lasts `windowMs`; an
   * address whose window has ended starts again at 1.
   */
  count(address: string, windowMs: number): Promise<number>;
  /** Forgets the address's attempts (for the sign-ins: the owner got in). */
  forget(address: string): Promise<void>;
  close(): Promise<void>;
}
