import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Orm } from '../database/orm';
import type { ImageStorage } from '../storage';
import { readArchive, writeArchive } from './archive-file';
import { primaryKey, quoteIdentifier, shopTables, sqlOf } from './shop-schema';

/**
 * Columns every signed-in call writes (an account's and a session's last call, to the minute):
 * the tests' own calls after the backup change them in the shop it was taken of, so comparisons
 * leave them out.
 */
const WRITTEN_BY_EVERY_CALL: Record<string, readonly string[]> = {
  admin: ['last_seen_at'],
  admin_session: ['last_used_at'],
};

/**
 * Every table's rows as the JSON PostgreSQL writes, ordered by primary key, without the columns
 * every signed-in call writes: two shops compared whole.
 */
export async function shopRows(orm: Orm): Promise<Map<string, string[]>> {
  const sql = sqlOf(orm.em.fork());
  const rows = new Map<string, string[]>();
  for (const table of await shopTables(sql)) {
    const key = await primaryKey(sql, table);
    const order = key.map((column) => `t.${quoteIdentifier(column)}`).join(', ');
    const found = await sql<{ row: string }>(
      `select to_jsonb(t)::text as row from ${quoteIdentifier(table)} t${order ? ` order by ${order}` : ''}`,
    );
    const ignored = WRITTEN_BY_EVERY_CALL[table] ?? [];
    rows.set(
      table,
      found.map(({ row }) => {
        if (ignored.length === 0) return row;
        const values = JSON.parse(row) as Record<string, unknown>;
        for (const column of ignored) delete values[column];
        return JSON.stringify(values);
      }),
    );
  }
  return rows;
}

/** Every stored file with its bytes. */
export async function storedFiles(storage: ImageStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const key of await storage.list()) {
    const bytes = await storage.read(key);
    if (bytes) files.set(key, bytes);
  }
  return files;
}

/** The stored files the rows name (`/uploads/<key>` anywhere in them). */
export function imagesNamedBy(rows: Map<string, string[]>): Set<string> {
  const keys = new Set<string>();
  for (const [name, table] of rows) {
    // The activity record names pictures as they were, replaced and removed ones too: history,
    // not pictures the shop shows.
    if (name === 'activity_entry') continue;
    for (const row of table) for (const [, key] of row.matchAll(/"\/uploads\/([^"?]+)"/g)) keys.add(key!);
  }
  return keys;
}

/** A new, empty database on DATABASE_URL's server, named for backups tests; dropped by `drop`. */
export async function createEmptyDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `crumb_backups_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/** A copy of the archive at `from` with its manifest changed by `change`, written to `to`. */
export async function withManifest(
  from: string,
  to: string,
  change: (manifest: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const copy = writeArchive(to, new Date());
  for await (const entry of readArchive(from)) {
    const body = await entry.body();
    await copy.add(
      entry.name,
      entry.name === 'manifest.json'
        ? Buffer.from(JSON.stringify(change(JSON.parse(body.toString()) as Record<string, unknown>)))
        : body,
    );
  }
  await copy.finish();
}
