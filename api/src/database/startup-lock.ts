import pg from 'pg';

/**
 * One number every Crumb server on a database agrees on ("crumb" in ASCII): the advisory lock
 * that lets one start-up at a time migrate and seed.
 */
const STARTUP_LOCK_KEY = 0x6372756d62;

/**
 * Runs `prepare` while holding a PostgreSQL advisory lock on the database at `url`, so replicas
 * started together migrate and seed one after another: the first applies the migrations and
 * seeds the empty shop, the next finds both done. Without it two servers would run the same
 * migration at once (one fails half way) or both seed the demo bakery. The lock is held on a
 * connection of its own and goes with it if the process dies.
 */
export async function withStartupLock<Result>(url: string, prepare: () => Promise<Result>): Promise<Result> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await prepare();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
