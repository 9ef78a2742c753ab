import { migrate, migrationNames, type Orm } from '../database/orm';
import { contentTypeOf, isSafeKey, type ImageStorage } from '../storage';
import { readArchive } from './archive-file';
import {
  BackupRefusedError,
  IMAGES_FOLDER,
  MANIFEST_ENTRY,
  readManifest,
  tableOfRowsEntry,
  type BackupManifest,
} from './backup-manifest';
import {
  clearShop,
  insertableColumns,
  lastMigration,
  quoteIdentifier,
  restoreSequences,
  shopTables,
  sqlOf,
  tablesWithRows,
  type Sql,
} from './shop-schema';

/** The largest manifest read: a bigger one is no manifest of ours. */
const MANIFEST_MAX_BYTES = 1024 * 1024;

/** Rows inserted per statement. */
const ROWS_PER_INSERT = 500;

/**
 * The manifest of the archive at `path`, checked: a Crumb backup this version can restore. The
 * manifest is the archive's last entry, so this also proves the archive complete.
 */
export async function inspectBackup(path: string): Promise<BackupManifest> {
  for await (const entry of readArchive(path)) {
    if (entry.name !== MANIFEST_ENTRY) continue;
    if (entry.size > MANIFEST_MAX_BYTES) break;
    return readManifest((await entry.body()).toString('utf8'), migrationNames);
  }
  throw new BackupRefusedError(
    `${path} holds no Crumb backup manifest: it is not a Crumb backup, or it was cut short while being copied.`,
  );
}

/** Where a backup is restored to. */
export interface RestoreTarget {
  /** Connected to the target database, which need not be migrated. */
  orm: Orm;
  imageStorage: ImageStorage;
  /** The database and data folder or bucket, for messages. */
  description: string;
}

export interface RestoreOptions {
  /** Replace a shop the target already holds. */
  force: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** The target held a shop, which the backup replaced (--force). */
  replaced: boolean;
}

/**
 * Brings the archive at `path` back into `target`: refuses a target that holds a shop unless
 * `force`, leaves its database as a new one, builds the schema up to the archive's migration,
 * inserts every row in one transaction (parents first) and puts the sequences where they were,
 * and stores every file of the archive in the target's image storage (files of the same name are
 * replaced, others left). The counts of rows and files are checked against the manifest before
 * the rows are committed. The next start of the server migrates on from there.
 */
export async function restoreBackup(
  path: string,
  target: RestoreTarget,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const manifest = await inspectBackup(path);
  const sql = sqlOf(target.orm.em.fork());
  const filled = await tablesWithRows(sql);
  if (filled.length > 0 && !options.force) {
    const shown = filled.length > 4 ? `${filled.slice(0, 4).join(', ')}, ...` : filled.join(', ');
    const where = target.description.charAt(0).toUpperCase() + target.description.slice(1);
    throw new BackupRefusedError(
      `${where} already holds a shop (rows in ${shown}). Restore into an empty database or a new data folder, or add --force to replace that shop with the backup.`,
    );
  }
  if ((await shopTables(sql)).length > 0 || (await lastMigration(sql)) !== null) await clearShop(sql);
  await migrate(target.orm, { to: manifest.migration });
  await target.orm.em.fork().transactional(async (em) => {
    const counted = await loadArchive(path, manifest, sqlOf(em), target.imageStorage);
    checkCounts(manifest, counted);
    await restoreSequences(sqlOf(em), manifest.sequences);
  });
  return { manifest, replaced: filled.length > 0 };
}

interface Counted {
  rows: Map<string, number>;
  images: number;
}

/** Inserts the archive's rows and stores its files; answers how many of each it found. */
async function loadArchive(path: string, manifest: BackupManifest, sql: Sql, storage: ImageStorage): Promise<Counted> {
  const listed = new Set(manifest.tables.map(({ name }) => name));
  const columnsOf = new Map<string, string[]>();
  const counted: Counted = { rows: new Map(), images: 0 };
  for await (const entry of readArchive(path)) {
    if (entry.name === MANIFEST_ENTRY) continue;
    if (entry.name.startsWith(IMAGES_FOLDER)) {
      const key = entry.name.slice(IMAGES_FOLDER.length);
      if (!isSafeKey(key)) throw damaged(`it names a stored file ${JSON.stringify(key)}`);
      await storage.put(key, await entry.body(), contentTypeOf(key));
      counted.images += 1;
      continue;
    }
    const table = tableOfRowsEntry(entry.name);
    if (!table || !listed.has(table)) throw damaged(`it holds ${JSON.stringify(entry.name)}`);
    let columns = columnsOf.get(table);
    if (!columns) {
      columns = await insertableColumns(sql, table);
      if (columns.length === 0) throw damaged(`its table ${table} is not in the schema at ${manifest.migration}`);
      columnsOf.set(table, columns);
    }
    const rows = (await entry.body()).toString('utf8').split('\n').filter(Boolean);
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await insertRows(sql, table, columns, rows.slice(start, start + ROWS_PER_INSERT));
    }
    counted.rows.set(table, (counted.rows.get(table) ?? 0) + rows.length);
  }
  return counted;
}

/**
 * Inserts rows given as the JSON objects to_jsonb wrote: PostgreSQL reads each value back by its
 * column's type (dates, amounts, jsonb), so nothing is converted on the way. Ids are inserted as
 * they were, generated columns are computed again.
 */
async function insertRows(sql: Sql, table: string, columns: readonly string[], rows: readonly string[]): Promise<void> {
  const list = columns.map(quoteIdentifier).join(', ');
  const name = quoteIdentifier(table);
  await sql(
    `insert into ${name} (${list}) overriding system value
     select ${list} from jsonb_populate_recordset(null::${name}, ?::jsonb)`,
    [`[${rows.join(',')}]`],
  );
}

function checkCounts(manifest: BackupManifest, counted: Counted): void {
  for (const { name, rows } of manifest.tables) {
    const found = counted.rows.get(name) ?? 0;
    if (found !== rows) throw damaged(`its table ${name} has ${found} rows where its manifest says ${rows}`);
  }
  if (counted.images !== manifest.images)
    throw damaged(`it holds ${counted.images} stored files where its manifest says ${manifest.images}`);
}

const damaged = (what: string) =>
  new BackupRefusedError(`This Crumb backup is damaged (${what}): nothing of it was restored into the database.`);
