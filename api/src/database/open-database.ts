import { join } from 'node:path';
import { redactUrl, type AppConfig } from '../config/config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { connectOrm, DatabaseUnreachableError, migrate, ormOptions, type Orm } from './orm';

export interface Database {
  orm: Orm;
  /** Which database this is, fit for a log line (no password). */
  description: string;
  appliedMigrations: string[];
  close(): Promise<void>;
}

/**
 * The configured PostgreSQL, or the embedded one under DATA_DIR when none is configured;
 * migrated to the latest schema either way.
 */
export async function openDatabase(config: AppConfig): Promise<Database> {
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
    orm = await connectOrm(ormOptions(url, { poolSize: embedded ? 1 : undefined }));
  } catch (error) {
    await embedded?.stop();
    const reason = error instanceof DatabaseUnreachableError ? error.message : String(error);
    throw new DatabaseUnreachableError(`Cannot connect to the database at ${description}: ${reason}`);
  }
  try {
    const appliedMigrations = await migrate(orm);
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
