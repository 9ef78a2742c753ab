import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createInitialAdmin } from '../src/auth/auth.service';
import type { AppConfig } from '../src/config/config';
import { loadConfig } from '../src/shop';
import { openDatabase } from '../src/shop';
import { seedDemoBakery } from '../src/demo-bakery/seed-demo-bakery';
import { openImageStorage } from '../src/storage';
import { createTestDatabase } from './test-database';

export interface TestInstance {
  app: FastifyInstance;
  config: AppConfig;
  logs: Array<Record<string, unknown>>;
}

export interface TestInstances {
  instances: TestInstance[];
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Several servers of one shop, as a deployment runs them behind a load balancer: one PostgreSQL
 * database (a fresh one on DATABASE_URL's server), and per server its own connection pool, data
 * folder and process state, started as `npm start` starts (openDatabase with the start-up lock).
 * `env` is what they share besides the database: REDIS_URL, the S3 settings.
 */
export async function createTestInstances(count: number, env: Record<string, string> = {}): Promise<TestInstances> {
  if (!process.env.DATABASE_URL) throw new Error('Several instances need a real PostgreSQL: set DATABASE_URL');
  const database = await createTestDatabase();
  const dataDirs: string[] = [];
  const closers: Array<() => Promise<void>> = [];
  const instances: TestInstance[] = [];
  try {
    // Started together, as replicas are: start-up must not race on the shared database.
    await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const dataDir = await mkdtemp(join(tmpdir(), `crumb-instance-${index}-`));
        dataDirs.push(dataDir);
        const config = loadConfig({
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          LOG_LEVEL: 'info',
          WEB_DIST_DIR: join(dataDir, 'no-web-build'),
          ...env,
        });
        const imageStorage = await openImageStorage(config);
        const opened = await openDatabase(config, {
          async prepare(orm) {
            await seedDemoBakery(orm.em.fork(), imageStorage);
            if (config.initialAdmin) await createInitialAdmin(orm.em.fork(), config.initialAdmin);
          },
        });
        closers.push(() => opened.close());
        const logs: Array<Record<string, unknown>> = [];
        const logStream = new Writable({
          write(chunk, _encoding, done) {
            logs.push(JSON.parse(String(chunk)));
            done();
          },
        });
        const app = await buildApp({ config, orm: opened.orm, imageStorage, logStream });
        await app.ready();
        closers.push(() => app.close());
        instances[index] = { app, config, logs };
      }),
    );
  } catch (error) {
    await closeAll();
    throw error;
  }

  async function closeAll(): Promise<void> {
    // Servers first, then their databases, as each process stops.
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await database.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }

  return { instances, databaseUrl: database.url, close: closeAll };
}
