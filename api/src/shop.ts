import type { Options } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import { loadConfigWith, type AppConfig } from './config/config';
import { openDatabaseWith, type Database, type OpenDatabaseOptions } from './database/open-database';
import { databaseOrmOptions } from './database/orm';
import { featureParts } from './feature/feature-parts';
import { features } from './features';
import { buildGraphqlSchema } from './graphql/schema';
import { installJobQueue } from './jobs';

/**
 * The plumbing's entry points filled in with the shop's features: the configuration with their
 * variables, the database with their entities, the schema with their resolvers, the REST
 * facade with their calls. Start-up, scripts and tests take them from here.
 */
const parts = featureParts(features);

export const restRoutes = parts.restRoutes();

/** The environment, checked: the plumbing's variables and every feature's. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return loadConfigWith(parts.configParts(), env);
}

/** The ORM's options for the shop's database at `clientUrl`, every feature's entity included. */
export function ormOptions(clientUrl: string, { poolSize }: { poolSize?: number } = {}): Options {
  return databaseOrmOptions(clientUrl, { entities: parts.entities(), poolSize });
}

/** The configured or embedded database, migrated, with the job queue's tables, then `prepare`d. */
export function openDatabase(
  config: AppConfig,
  { prepare }: Pick<OpenDatabaseOptions, 'prepare'> = {},
): Promise<Database> {
  return openDatabaseWith(config, {
    entities: parts.entities(),
    prepare: async (orm) => {
      // The job queue's tables are part of the schema: created with it, under the same lock.
      await installJobQueue(orm);
      await prepare?.(orm);
    },
  });
}

/** The GraphQL schema of every feature's resolvers (checked in as schema/schema.graphql). */
export function buildCrumbSchema(): Promise<GraphQLSchema> {
  return buildGraphqlSchema(parts.resolvers());
}
