/**
 * Writes a migration with the SQL that brings the migrated schema to the entities:
 * `npm run migration:create --workspace api`. Needs a scratch database: DATABASE_URL, else an
 * in-memory embedded one. Add the new class to database/migrations/index.ts afterwards.
 */
import 'reflect-metadata';
import { connectOrm, migrate } from './database/orm';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { loadConfig, ormOptions } from './shop';

const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres();
const orm = await connectOrm(ormOptions(config.databaseUrl ?? embedded!.url, { poolSize: 1 }));
try {
  await migrate(orm);
  const result = await orm.getMigrator().createMigration();
  console.log(result.diff.up.length ? `Wrote ${result.fileName}` : 'The schema already matches the entities.');
} finally {
  await orm.close();
  await embedded?.stop();
}
