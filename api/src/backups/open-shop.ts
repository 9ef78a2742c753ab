import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Options } from '@mikro-orm/postgresql';
import { redactUrl, type AppConfig } from '../config/config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../database/embedded-postgres';
import { connectOrm, type Orm } from '../database/orm';
import { openImageStorage, type ImageStorage } from '../storage';
import { BackupRefusedError } from './backup-manifest';
import { sqlOf } from './shop-schema';

/** The ORM's options for the shop's database at a URL (the application's, every entity included). */
export type OrmOptionsFor = (url: string, options: { poolSize?: number }) => Options;

/** A shop's database and image storage, opened by a command that runs beside (or instead of) the server. */
export interface OpenShop {
  orm: Orm;
  imageStorage: ImageStorage;
  /** Which database and storage, for messages (no password). */
  description: string;
  /** The embedded database, which only one process may open at a time. */
  embedded: boolean;
  close(): Promise<void>;
}

/** Whether DATA_DIR holds an embedded database (made by a server's first start, or a restore). */
export function hasEmbeddedDatabase(config: Pick<AppConfig, 'dataDir'>): boolean {
  return existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * Opens the database DATABASE_URL names, else the embedded one in DATA_DIR (made when missing,
 * and locked against a server: PGlite cannot be shared), and the image storage. Nothing is
 * migrated: a backup reads the schema as it is, a restore builds the archive's.
 */
export async function openShop(config: AppConfig, ormOptions: OrmOptionsFor): Promise<OpenShop> {
  let embedded: EmbeddedPostgres | undefined;
  const url = config.databaseUrl ?? (embedded = await startEmbeddedPostgres(join(config.dataDir, 'pglite'))).url;
  let orm: Orm | undefined;
  let imageStorage: ImageStorage | undefined;
  try {
    // One connection: a command does one thing at a time, and counts every other session as someone else's.
    orm = await connectOrm(ormOptions(url, { poolSize: 1 }));
    imageStorage = await openImageStorage(config);
    const opened = { orm, imageStorage };
    const where = embedded ? `the data folder ${config.dataDir}` : `the database ${redactUrl(url)}`;
    return {
      ...opened,
      description: config.s3 ? `${where} (images in the bucket ${config.s3.bucket})` : where,
      embedded: embedded !== undefined,
      async close() {
        await opened.imageStorage.close();
        await opened.orm.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await imageStorage?.close();
    await orm?.close(true);
    await embedded?.stop();
    throw error;
  }
}

/**
 * Refuses to replace a shop on a PostgreSQL that other sessions use: a server still running on
 * it would keep writing into the tables being replaced, or fail on them half way.
 */
export async function refuseIfInUse(shop: OpenShop): Promise<void> {
  if (shop.embedded) return;
  const [row] = await sqlOf(shop.orm.em.fork())<{ others: number }>(
    `select count(*)::int as others from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  const others = row?.others ?? 0;
  if (others > 0)
    throw new BackupRefusedError(
      `${shop.description.charAt(0).toUpperCase()}${shop.description.slice(1)} has ${others} other open connection${others === 1 ? '' : 's'} (a Crumb server still running on it?): stop whatever uses it, then restore.`,
    );
}
