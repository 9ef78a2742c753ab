import 'reflect-metadata';
import { buildApp } from './app';
import { ConfigError } from './config/config';
import { DirectoryLockedError } from './database/directory-lock';
import { DatabaseUnreachableError } from './database/orm';
import { featureParts } from './feature/feature-parts';
import { features } from './features';
import { collectWhenIdle } from './http/collect-when-idle';
import { stopOnSignals } from './http/graceful-shutdown';
import { keepServingThroughStrayErrors } from './http/stray-errors';
import { loadConfig, openDatabase } from './shop';
import { ImageStorageUnavailableError, openImageStorage } from './storage';

/** Failures a person can fix from the message alone: one line, no stack. */
const EXPLAINED = [ConfigError, DatabaseUnreachableError, DirectoryLockedError, ImageStorageUnavailableError];

async function main(): Promise<void> {
  const config = loadConfig();
  // The data folder or the bucket, checked before anything is written: the seed puts the demo artwork there.
  const imageStorage = await openImageStorage(config);
  const started: string[] = [];
  const database = await openDatabase(config, {
    // The features' start-up steps (the demo seed, the first admin), in the list's order.
    async prepare(orm) {
      for (const step of featureParts(features).preparations()) {
        const line = await step({ em: orm.em.fork(), config, imageStorage });
        if (line) started.push(line);
      }
    },
  });
  console.log(
    `Database: ${database.description}${database.appliedMigrations.length ? ` (applied ${database.appliedMigrations.length} migrations)` : ''}`,
  );
  for (const line of started) console.log(line);

  const app = await buildApp({ config, orm: database.orm, imageStorage });
  app.addHook('onClose', () => database.close());
  stopOnSignals(app, { drainMs: config.shutdownDrainMs });
  collectWhenIdle(app);
  keepServingThroughStrayErrors(app.log);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Crumb is serving the shop on http://${shown}:${config.port} (API /api, GraphQL /graphql)`);
}

main().catch((error: unknown) => {
  if (EXPLAINED.some((kind) => error instanceof kind)) {
    console.error(`Crumb could not start: ${(error as Error).message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Crumb could not start: ${(error as Error).message}. Set PORT to another port.`);
  } else {
    console.error('Crumb could not start:', error);
  }
  process.exit(1);
});
