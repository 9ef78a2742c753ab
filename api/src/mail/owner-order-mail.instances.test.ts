import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import type { AppConfig } from '../config/config';
import { loadConfig } from '../shop';
import { connectOrm, migrate, type Orm } from '../database/orm';
import { ormOptions } from '../shop';
import { seedDemoBakery } from '../demo-bakery/seed-demo-bakery';
import { openImageStorage } from '../storage';
import { firstProductId } from '../catalog/catalog-testing';
import { placeOrder } from '../orders/order-testing';
import { outboxMails } from './testing/outbox';

interface Instance {
  app: FastifyInstance;
  orm: Orm;
  config: AppConfig;
  dataDir: string;
}

// Two servers of one shop on one PostgreSQL, each with its own connections and its own
// outbox: every order's mail must come out of exactly one of them.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one database', () => {
  let database: TestDatabase;
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let index = 0; index < 2; index += 1) {
      const dataDir = await mkdtemp(join(tmpdir(), `crumb-mail-instance-${index}-`));
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: join(dataDir, 'no-web-build') });
      const orm = await connectOrm(ormOptions(database.url, { poolSize: database.poolSize }));
      await migrate(orm);
      const imageStorage = await openImageStorage(config);
      if (index === 0) await seedDemoBakery(orm.em.fork(), imageStorage);
      const logStream = new Writable({ write: (_chunk, _encoding, done) => done() });
      const app = await buildApp({
        config,
        orm,
        logStream,
        imageStorage,
        jobs: {
          pollingIntervalSeconds: 0.5,
          ownerMailRetries: { retryLimit: 1, retryDelaySeconds: 1, backoff: false },
        },
      });
      instances.push({ app, orm, config, dataDir });
    }
  });

  afterAll(async () => {
    for (const { app, orm, dataDir } of instances) {
      await app.close();
      await orm.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  });

  it('send one mail for each order, whichever instance took the order or the job', async () => {
    const [first, second] = instances as [Instance, Instance];
    const productId = await firstProductId(first.app);
    const orderIds: number[] = [];
    // Placed on both instances at once, so both are polling with jobs waiting.
    await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const response = await placeOrder((index % 2 ? second : first).app, [{ productId, quantity: 1 }]);
        expect(response.statusCode, response.body).toBe(201);
        orderIds.push(response.json().orderId);
      }),
    );
    const mails = [...(await outboxMails(first)), ...(await outboxMails(second))];
    const mailedOrders = mails.map((mail) => Number(/^New order #(\d+):/.exec(mail.subject)?.[1]));
    expect(mailedOrders.sort((a, b) => a - b)).toEqual(orderIds.sort((a, b) => a - b));
  });
});
