import { join } from 'node:path';
import { redactUrl, type AppConfig } from '../config/config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import {
  connectOrm,
  databaseOrmOptions,
  DatabaseUnreachableError,
  migrate,
  type AnyEntityClass,
  type Orm,
} from './orm';
import { withStartupLock } from './startup-lock';

export interface Database {
  orm: Orm;
  /** Which database this is, fit for a log line (no password). */
  description: string;
  appliedMigrations: string[];
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Every persisted entity of the shop (the features'). */
  entities: readonly AnyEntityClass[];
  /**
   * What start-up does to the migrated database before serving (the demo seed, the first admin).
   * On a shared PostgreSQL it runs with the migrations under one lock (startup-lock.ts), so
   * instances starting together take turns.
   */
  prepare?: (orm: Orm) => Promise<void>;
}

/**
 * The configured PostgreSQL, or the embedded one under DATA_DIR when none is configured;
 * migrated to the latest schema either way.
 */
export async function openDatabaseWith(
  config: AppConfig,
  { entities, prepare }: OpenDatabaseOptions,
): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'pglite'));
    url = embedded.url;
  }
  const description = embedded ? `embedded PostgreSQL in ${join(config.dataDir, 'pglite')}` : redactUrl(url);
  let orm: Orm;
  try {
    // The embedded database serves one connection at a time.
    orm = await connectOrm(databaseOrmOptions(url, { entities, poolSize: embedded ? 1 : undefined }));
  } catch (error) {
    await embedded?.stop();
    const reason = error instanceof DatabaseUnreachableError ? error.message : String(error);
    throw new DatabaseUnreachableError(`Cannot connect to the database at ${description}: ${reason}`);
  }
  try {
    const migrateAndPrepare = async () => {
      const applied = await migrate(orm);
      await prepare?.(orm);
      return applied;
    };
    // The embedded database has one server by construction (its folder is locked).
    const appliedMigrations = embedded ? await migrateAndPrepare() : await withStartupLock(url, migrateAndPrepare);
    return {
      orm,
      description,
      appliedMigrations,
      async close() {
        await orm.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await orm.close(true);
    await embedded?.stop();
    throw error;
  }
}
