import type { Orm } from '../database/orm';
import type { AttemptStore } from './attempt-store';

/** After this many counts, this instance deletes the windows that have ended (of every limit). */
const SWEEP_EVERY = 100;

/**
 * Counts in the `login_attempt` table, shared by every instance on the database; its
 * `limit_name` column keeps each limit's addresses apart (the sign-ins are 'login'). One upsert
 * both starts a window (or restarts an ended one) and counts: PostgreSQL locks the row for it,
 * so concurrent attempts from any instance get successive numbers. The clock is the database's,
 * the same for every instance.
 *
 * When the database is down, the count fails with the outage error and the call answers 503:
 * the same answer it would get from its own query a moment later.
 */
export class PostgresAttemptStore implements AttemptStore {
  private countsSinceSweep = 0;

  constructor(
    private readonly orm: Orm,
    private readonly limitName: string,
  ) {}

  async count(address: string, windowMs: number): Promise<number> {
    const connection = this.orm.em.getConnection();
    const rows = await connection.execute<Array<{ attempts: number }>>(
      `insert into "login_attempt" ("limit_name", "address", "attempts", "window_ends_at")
       values (?, ?, 1, clock_timestamp() + ? * interval '1 millisecond')
       on conflict ("limit_name", "address") do update set
         "attempts" = case when "login_attempt"."window_ends_at" <= clock_timestamp() then 1 else "login_attempt"."attempts" + 1 end,
         "window_ends_at" = case when "login_attempt"."window_ends_at" <= clock_timestamp() then excluded."window_ends_at" else "login_attempt"."window_ends_at" end
       returning "attempts"`,
      [this.limitName, address, windowMs],
    );
    this.countsSinceSweep += 1;
    if (this.countsSinceSweep >= SWEEP_EVERY) {
      this.countsSinceSweep = 0;
      // Addresses that tried once and never came back would otherwise stay forever.
      await connection.execute('delete from "login_attempt" where "window_ends_at" <= clock_timestamp()');
    }
    return Number(rows[0]!.attempts);
  }

  async forget(address: string): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute('delete from "login_attempt" where "limit_name" = ? and "address" = ?', [this.limitName, address]);
  }

  async close(): Promise<void> {}
}
