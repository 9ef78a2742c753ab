import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { DestinationStream } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { AppConfig } from '../src/config/config';
import { loadConfig } from '../src/shop';
import { connectOrm, migrate, type Orm } from '../src/database/orm';
import { ormOptions } from '../src/shop';
import { seedDemoBakery } from '../src/demo-bakery/seed-demo-bakery';
import { openImageStorage } from '../src/storage';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  orm: Orm;
  config: AppConfig;
  /** Every line the server logged, parsed. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Called with every SQL statement the ORM sends, to count queries. */
  onQuery?: (sql: string) => void;
  /** Where the app logs instead of into `logs` (the bench: /dev/null, as production writes). */
  logStream?: DestinationStream;
  /** The in-memory embedded database even when DATABASE_URL is set. */
  embedded?: boolean;
  /** The URL the app connects to, given its database's (a test puts a proxy in between). */
  connectThrough?: (url: string) => string | Promise<string>;
  /** Job timings; by default the queue is polled often and a failed order mail is retried once, a second later. */
  jobs?: BuildAppOptions['jobs'];
  /**
   * What the new database holds before the app migrates it as every start does: the upgrade
   * test builds an older release's database here.
   */
  beforeMigrate?: (orm: Orm) => Promise<void>;
}

/** Tests wait seconds, not the production hours, for the owner's order mails. */
const TEST_JOBS: NonNullable<BuildAppOptions['jobs']> = {
  pollingIntervalSeconds: 0.5,
  ownerMailRetries: { retryLimit: 1, retryDelaySeconds: 1, backoff: false },
};

/** The real server on a database and data folder of its own, not listening: use app.inject. */
export async function createTestApp({
  seed = true,
  env = {},
  onQuery,
  embedded,
  connectThrough,
  logStream: ownLogStream,
  jobs = TEST_JOBS,
  beforeMigrate,
}: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ embedded });
  const dataDir = await mkdtemp(join(tmpdir(), 'crumb-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // A test that wants automatic backups says so: none runs in the others' midst.
    BACKUP_INTERVAL_HOURS: '0',
    ...env,
  });
  const orm = await connectOrm({
    ...ormOptions(connectThrough ? await connectThrough(database.url) : database.url, { poolSize: database.poolSize }),
    ...(onQuery && { debug: ['query'], logger: onQuery }),
  });
  await beforeMigrate?.(orm);
  await migrate(orm);
  const imageStorage = await openImageStorage(config);
  if (seed) await seedDemoBakery(orm.em.fork(), imageStorage);

  const logs: Array<Record<string, unknown>> = [];
  const logStream =
    ownLogStream ??
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(JSON.parse(String(chunk)));
        done();
      },
    });
  const app = await buildApp({ config, orm, logStream, jobs, imageStorage });
  return {
    app,
    orm,
    config,
    logs,
    async close() {
      await app.close();
      await orm.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
