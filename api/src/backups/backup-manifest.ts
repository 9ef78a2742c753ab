import type { SequenceState } from './shop-schema';

/**
 * What an archive holds, and the rules to read one. An archive is a gzipped tar:
 *
 *   images/<key>                     every stored file (images, their resized copies, manifests)
 *   database/<table>/<000001>.jsonl  each table's rows, one JSON object per line, tables in the
 *                                    order their rows can be inserted (parents first)
 *   manifest.json                    last: what the archive should hold; an archive cut short has none
 *
 * The rows are a logical copy (each row as PostgreSQL's to_jsonb writes it), not the database's
 * files: an archive of the embedded database restores into PostgreSQL and back.
 */

/** Raised with each change of the layout above; a reader refuses archives of a newer format. */
export const BACKUP_FORMAT_VERSION = 1;

/** Names the kind of file, so another tar.gz is recognised as none of ours. */
const FORMAT = 'crumb-backup';

export const MANIFEST_ENTRY = 'manifest.json';
export const IMAGES_FOLDER = 'images/';
export const DATABASE_FOLDER = 'database/';

/** A table's rows are written this many at a time, one entry each: memory stays flat whatever the shop's size. */
export const ROWS_PER_ENTRY = 1000;

/** `database/order/000003.jsonl`: the table's third entry. */
export function rowsEntryName(table: string, index: number): string {
  return `${DATABASE_FOLDER}${table}/${String(index).padStart(6, '0')}.jsonl`;
}

/** The table a rows entry is of, or null when the name is not one. */
export function tableOfRowsEntry(name: string): string | null {
  return /^database\/([a-z_][a-z0-9_]*)\/\d{6}\.jsonl$/.exec(name)?.[1] ?? null;
}

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: number;
  /** When the database's rows were read (ISO 8601). */
  createdAt: string;
  /** The last migration the database had: restoring builds the schema up to this one. */
  migration: string;
  /** Every table with its number of rows, in the order the rows are inserted. */
  tables: Array<{ name: string; rows: number }>;
  sequences: SequenceState[];
  /** How many stored files (images, resized copies and their manifests) the archive holds. */
  images: number;
}

export function newManifest(fields: Omit<BackupManifest, 'format' | 'formatVersion'>): BackupManifest {
  return { format: FORMAT, formatVersion: BACKUP_FORMAT_VERSION, ...fields };
}

/** The archive cannot be restored here; the message says why and what to do. */
export class BackupRefusedError extends Error {}

/**
 * The manifest in `text`, checked against what this version of the shop can restore: its own
 * format at this version or older, and a migration it knows (`migrations`, oldest first).
 */
export function readManifest(text: string, migrations: readonly string[]): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupRefusedError('This is not a Crumb backup: its manifest is not JSON.');
  }
  if (manifest?.format !== FORMAT || typeof manifest.formatVersion !== 'number')
    throw new BackupRefusedError('This is not a Crumb backup: its manifest does not say so.');
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupRefusedError(
      `This backup has format version ${manifest.formatVersion}, newer than this version of Crumb reads (${BACKUP_FORMAT_VERSION}): restore it with the version of Crumb that took it, or a newer one.`,
    );
  const { migration, tables, sequences, images, createdAt } = manifest;
  if (
    typeof migration !== 'string' ||
    typeof createdAt !== 'string' ||
    typeof images !== 'number' ||
    !Array.isArray(tables) ||
    !tables.every((table) => typeof table?.name === 'string' && Number.isInteger(table.rows)) ||
    !Array.isArray(sequences) ||
    !sequences.every((sequence) => typeof sequence?.name === 'string' && /^-?\d+$/.test(String(sequence.lastValue)))
  )
    throw new BackupRefusedError('This Crumb backup is damaged: its manifest lacks what it should say.');
  if (!migrations.includes(migration))
    throw new BackupRefusedError(
      `This backup was taken by a newer version of Crumb (its database is at ${migration}, which this version does not know): restore it with that version or a newer one.`,
    );
  return manifest as BackupManifest;
}
