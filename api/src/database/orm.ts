import { MikroORM, type EntityClass, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from './migrations';

export type Orm = MikroORM;

export class DatabaseUnreachableError extends Error {}

/** How long opening a connection to the database may take. */
const CONNECT_TIMEOUT_MS = 5000;

function warnUnlessConnectionError(message: unknown): void {
  if (!String(message).startsWith('Connection Error')) console.warn(message);
}

/** A persisted entity class, as a feature lists it (Feature.entities). */
export type AnyEntityClass = EntityClass<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface OrmOptionsInput {
  /** Every persisted entity of the shop; the ORM and the migration check both read this list. */
  entities: readonly AnyEntityClass[];
  poolSize?: number;
}

export function databaseOrmOptions(clientUrl: string, { entities, poolSize }: OrmOptionsInput): Options {
  return {
    clientUrl,
    entities: [...entities],
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      // New migrations are written by `npm run migration:create --workspace api`.
      pathTs: 'src/database/migrations',
      path: 'src/database/migrations',
      snapshot: false,
      silent: true,
    },
    // Shared instance state read and written with plain SQL (atomic upserts), not entities:
    // created by Migration20261125010000_shared_instance_state; the schema diff leaves them alone.
    schemaGenerator: { skipTables: ['server_secret', 'login_attempt'] },
    ensureDatabase: false,
    allowGlobalContext: false,
    pool: poolSize ? { min: 0, max: poolSize } : { min: 0, max: 10 },
    driverOptions: {
      // A database host that stopped answering (no refusal, no reset) fails a new connection
      // after this instead of after the operating system's minutes of retries: 503, not a hang.
      connection: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
      // knex prints a "Connection Error" line for every pooled connection the database drops;
      // the outage itself is logged once by database-availability.ts, so only other warnings pass.
      log: { warn: warnUnlessConnectionError },
    },
    debug: false,
  };
}

/**
 * Connects and checks the connection, so an unreachable database fails once with a clear
 * reason instead of on the first request.
 */
export async function connectOrm(options: Options): Promise<Orm> {
  const orm = await MikroORM.init(options);
  const check = await orm.checkConnection();
  if (!check.ok) {
    await orm.close(true);
    throw new DatabaseUnreachableError(check.reason);
  }
  return orm;
}

/** Applies the migrations not yet applied, every one or up to `to` (a name of migrationNames); answers their names. */
export async function migrate(orm: Orm, { to }: { to?: string } = {}): Promise<string[]> {
  const applied = await orm.getMigrator().up(to ? { to } : undefined);
  return applied.map((migration) => migration.name);
}

/** The names of every migration this version has, oldest first. */
export const migrationNames: readonly string[] = migrationsList.map((migration) => migration.name);
