import { IsolationLevel } from '@mikro-orm/core';
import type { Orm } from '../database/orm';
import { ROWS_PER_ENTRY, rowsEntryName } from './backup-manifest';
import {
  lastMigration,
  primaryKey,
  quoteIdentifier,
  sequenceStates,
  shopTables,
  sqlOf,
  type SequenceState,
} from './shop-schema';

export interface DatabaseDump {
  /** The moment the rows were read. */
  takenAt: Date;
  migration: string;
  tables: Array<{ name: string; rows: number }>;
  sequences: SequenceState[];
}

/** The database holds no shop to back up (it was never migrated). */
export class NoShopError extends Error {}

/**
 * Writes every row of the shop's tables through `add`, each table's rows a batch at a time,
 * all read in one repeatable-read transaction: one snapshot of the database, so a backup taken
 * while orders are placed holds each order whole (its lines with it) or not at all, and nothing
 * that points at a row the archive lacks. The rows are read through a cursor, a batch per fetch.
 */
export async function dumpDatabase(
  orm: Orm,
  add: (name: string, body: Buffer) => Promise<void>,
): Promise<DatabaseDump> {
  return orm.em.fork().transactional(
    async (em) => {
      const sql = sqlOf(em);
      // The first statement fixes the snapshot: the archive is of this moment.
      const [{ taken_at: takenAt }] = (await sql<{ taken_at: Date }>(`select clock_timestamp() as taken_at`)) as [
        { taken_at: Date },
      ];
      const migration = await lastMigration(sql);
      if (!migration) throw new NoShopError('The database has no shop in it: it was never started.');
      const tables: DatabaseDump['tables'] = [];
      for (const table of await shopTables(sql)) {
        const key = await primaryKey(sql, table);
        const order = key.length ? ` order by ${key.map((column) => `t.${quoteIdentifier(column)}`).join(', ')}` : '';
        await sql(
          `declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoteIdentifier(table)} t${order}`,
        );
        let rows = 0;
        for (let entry = 1; ; entry += 1) {
          const batch = await sql<{ row: string }>(`fetch forward ${ROWS_PER_ENTRY} from backup_rows`);
          if (batch.length === 0) break;
          await add(rowsEntryName(table, entry), Buffer.from(batch.map(({ row }) => `${row}\n`).join('')));
          rows += batch.length;
        }
        await sql(`close backup_rows`);
        tables.push({ name: table, rows });
      }
      // Sequences stand outside transactions: read now, each is at or past every id the rows hold.
      const sequences = await sequenceStates(sql);
      return { takenAt: new Date(takenAt), migration, tables, sequences };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}
