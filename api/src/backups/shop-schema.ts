import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_QUEUE_SCHEMA } from '../jobs';

/**
 * What a backup needs to know of the shop's schema, read from PostgreSQL's catalogue rather than
 * from the entities: a table a later migration adds is backed up and restored without a word
 * here. The shop's tables are those of the `public` schema; the job queue's (`pgboss`) are not
 * part of the shop.
 */

/** Runs one statement in `em`'s transaction (when it has one) and answers its rows. */
export type Sql = <Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;

export function sqlOf(em: EntityManager): Sql {
  return (sql, params = []) => em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
}

/** MikroORM's record of the migrations applied: the archive names the last one instead of copying it. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

const SCHEMA = 'public';

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The name of the last migration applied, or null when the database has none (no shop yet). */
export async function lastMigration(sql: Sql): Promise<string | null> {
  const [table] = await sql<{ present: boolean }>(`select to_regclass(?) is not null as present`, [
    `${SCHEMA}.${MIGRATIONS_TABLE}`,
  ]);
  if (!table?.present) return null;
  const [last] = await sql<{ name: string }>(
    `select name from ${quoteIdentifier(MIGRATIONS_TABLE)} order by id desc limit 1`,
  );
  return last?.name ?? null;
}

/**
 * The shop's tables, each after every table its foreign keys point at: the order rows can be
 * inserted in. A table pointing at itself is placed by its other keys (its own rows go in the
 * order of their primary key, parents first as ids grow).
 */
export async function shopTables(sql: Sql): Promise<string[]> {
  const tables = (
    await sql<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = ? and table_type = 'BASE TABLE' and table_name <> ? order by table_name`,
      [SCHEMA, MIGRATIONS_TABLE],
    )
  ).map(({ name }) => name);
  const references = await sql<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = ?`,
    [SCHEMA],
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table)) return;
    if (path.has(table)) throw new Error(`The tables ${[...path].join(', ')} refer to each other in a loop`);
    path.add(table);
    for (const parent of parents.get(table) ?? []) place(parent, path);
    path.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** The table's primary key columns, for a stable row order (empty when it has none). */
export async function primaryKey(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    `select a.attname as name
       from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ?::regclass and i.indisprimary
      order by array_position(i.indkey, a.attnum)`,
    [`${SCHEMA}.${quoteIdentifier(table)}`],
  );
  return rows.map(({ name }) => name);
}

/** The columns a row is inserted with: all but the generated ones, which PostgreSQL computes itself. */
export async function insertableColumns(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = ? and table_name = ? and is_generated = 'NEVER'
      order by ordinal_position`,
    [SCHEMA, table],
  );
  return rows.map(({ name }) => name);
}

/** A sequence's position: the next value it hands out follows from these (setval). */
export interface SequenceState {
  name: string;
  /** bigint, as text. */
  lastValue: string;
  isCalled: boolean;
}

/** Every sequence of the shop's tables (ids), where it stands now. */
export async function sequenceStates(sql: Sql): Promise<SequenceState[]> {
  const sequences = await sql<{ name: string }>(
    `select s.relname as name
       from pg_class s
       join pg_namespace n on n.oid = s.relnamespace
       left join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       left join pg_class owner on owner.oid = d.refobjid
      where s.relkind = 'S' and n.nspname = ? and (owner.relname is null or owner.relname <> ?)
      order by s.relname`,
    [SCHEMA, MIGRATIONS_TABLE],
  );
  const states: SequenceState[] = [];
  for (const { name } of sequences) {
    const [state] = await sql<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${SCHEMA}.${quoteIdentifier(name)}`,
    );
    if (state) states.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return states;
}

/** Puts each sequence where the archive found it, so new ids follow the restored ones. */
export async function restoreSequences(sql: Sql, states: readonly SequenceState[]): Promise<void> {
  for (const { name, lastValue, isCalled } of states) {
    await sql(`select setval(?::regclass, ?::bigint, ?)`, [`${SCHEMA}.${quoteIdentifier(name)}`, lastValue, isCalled]);
  }
}

/** The shop's tables that hold at least one row: a database with none holds no shop. */
export async function tablesWithRows(sql: Sql): Promise<string[]> {
  const found: string[] = [];
  for (const table of await shopTables(sql)) {
    const [row] = await sql<{ present: boolean }>(`select exists (select 1 from ${quoteIdentifier(table)}) as present`);
    if (row?.present) found.push(table);
  }
  return found;
}

/**
 * Leaves the database as a new one: the shop's schema (tables, their functions, the trigram
 * extension's objects) and the job queue's dropped, the public schema made again, empty. The
 * migrations then build the schema the archive was taken at.
 */
export async function clearShop(sql: Sql): Promise<void> {
  await sql(`drop schema if exists ${quoteIdentifier(JOB_QUEUE_SCHEMA)} cascade`);
  await sql(`drop schema ${SCHEMA} cascade`);
  await sql(`create schema ${SCHEMA}`);
}
