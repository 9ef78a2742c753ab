import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { startEmbeddedPostgres, startEmbeddedPostgresCopy } from '../src/database/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar file holding a new, empty embedded database (api/test/global-setup.ts), if made. */
    emptyEmbeddedDatabase: string | undefined;
  }
}

export interface TestDatabase {
  url: string;
  /** The embedded database takes one connection at a time. */
  poolSize: number;
  drop(): Promise<void>;
}

/**
 * A database of the test file's own: a new database on DATABASE_URL's server when it is set
 * (dropped afterwards), else (or when `embedded` is asked for) an in-memory embedded PostgreSQL.
 */
export async function createTestDatabase({ embedded = false }: { embedded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || embedded) {
    const emptyDatabase = await emptyEmbeddedDatabase();
    const pglite = emptyDatabase
      ? await startEmbeddedPostgresCopy(new Blob([await readFile(emptyDatabase)]))
      : await startEmbeddedPostgres();
    return { url: pglite.url, poolSize: 1, drop: () => pglite.stop() };
  }
  const name = `crumb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    poolSize: 5,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The empty database the api tests' global setup made once for the run (global-setup.ts), which
 * a copy of starts in a fraction of the time a new one takes. None in the other test projects
 * nor outside Vitest (the benchmarks): those create a new one.
 */
async function emptyEmbeddedDatabase(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('emptyEmbeddedDatabase');
}
