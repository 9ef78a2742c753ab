import pg from 'pg';

/**
 * Runs `run` while holding the PostgreSQL advisory lock `key` on the database at `url`, unless
 * another session holds it: then answers false at once without running it. For work that one
 * instance of several should do (a scheduled job), not each: the lock is held on a connection
 * of its own, so it goes with the process if that dies.
 */
export async function unlessLockedElsewhere(url: string, key: number, run: () => Promise<void>): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  // Without a listener an error on this idle connection (the database restarting) would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) return false;
    try {
      await run();
      return true;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await client.end();
  }
}
