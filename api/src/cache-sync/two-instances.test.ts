import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { createInitialAdmin } from '../auth/auth.service';
import { LOGIN_FAILURE_LIMIT, TOO_MANY_LOGIN_ATTEMPTS } from '../auth/login-throttle';
import { loadConfig } from '../config/config';
import { connectOrm, migrate, ormOptions, type Orm } from '../database/orm';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const OWNER = { email: 'owner@two-instances.test', password: 'correct horse battery staple' };

interface TestInstance {
  app: FastifyInstance;
  orm: Orm;
  dataDir: string;
}

/** Servers of one shop on one fresh database: each its own connection pool, data folder, caches and throttle. */
async function startInstances(database: TestDatabase, env: Record<string, string>): Promise<[TestInstance, TestInstance]> {
  const instances: TestInstance[] = [];
  for (let index = 0; index < 2; index += 1) {
    const dataDir = await mkdtemp(join(tmpdir(), `crumb-instance-${index}-`));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'warn', WEB_DIST_DIR: join(dataDir, 'no-web-build'), ...env });
    const orm = await connectOrm(ormOptions(database.url, { poolSize: database.poolSize }));
    if (index === 0) {
      await migrate(orm);
      await createInitialAdmin(orm.em.fork(), OWNER);
    }
    instances.push({ app: await buildApp({ config, orm }), orm, dataDir });
  }
  return instances as [TestInstance, TestInstance];
}

const restNames = async (instance: TestInstance) =>
  ((await instance.app.inject({ method: 'GET', url: '/api/categories' })).json() as Array<{ name: string }>).map((category) => category.name);

const graphqlNames = async (instance: TestInstance) =>
  ((await instance.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ categories { name } }' } })).json() as { data: { categories: Array<{ name: string }> } }).data.categories.map(
    (category) => category.name,
  );

/** Reads until `expected` is among the answer, at most `limitMs`; answers how long it took. */
async function timeUntilShown(read: () => Promise<string[]>, expected: string, limitMs = 1000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const names = await read();
    const elapsed = Date.now() - started;
    if (names.includes(expected)) return elapsed;
    if (elapsed > limitMs) throw new Error(`"${expected}" not shown after ${elapsed} ms: ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Two servers of one shop on one PostgreSQL database, each with its own caches, as two processes
 * behind a load balancer: what one writes, the other serves within a second; a token one signs,
 * the other accepts; failed sign-ins count on both.
 */
function twoInstancesOfOneShop(title: string, env: Record<string, string>) {
  describe.skipIf(!process.env.DATABASE_URL)(title, () => {
    let database: TestDatabase;
    let a: TestInstance;
    let b: TestInstance;
    beforeAll(async () => {
      database = await createTestDatabase();
      [a, b] = await startInstances(database, env);
    }, 60_000);
    afterAll(async () => {
      for (const instance of [a, b]) {
        if (!instance) continue;
        await instance.app.close();
        await instance.orm.close();
        await rm(instance.dataDir, { recursive: true, force: true });
      }
      await database?.drop();
    });

    const signIn = async (instance: TestInstance) => {
      const response = await instance.app.inject({ method: 'POST', url: '/api/auth/login', payload: OWNER, remoteAddress: '10.1.1.1' });
      expect(response.statusCode).toBe(200);
      return { authorization: `Bearer ${response.json().token as string}` };
    };

    it('a token signed by one instance is accepted by the other (one secret in the database)', async () => {
      const headers = await signIn(a);
      expect((await b.app.inject({ method: 'GET', url: '/api/auth/verify', headers })).statusCode).toBe(200);
    });

    it('a category changed on A is served by B within a second, over REST and GraphQL, though B had cached it', async () => {
      const created = await a.app.inject({ method: 'POST', url: '/api/categories', headers: await signIn(a), payload: { name: `Cakes ${randomBytes(3).toString('hex')}` } });
      expect(created.statusCode).toBe(201);
      const category = created.json() as { id: number; name: string };
      // Created before B first reads: B's first answers include it.
      await timeUntilShown(() => restNames(b), category.name);
      // B now holds the old answers in its read cache.
      expect(await restNames(b)).toContain(category.name);
      expect(await graphqlNames(b)).toContain(category.name);

      const renamed = `Renamed ${randomBytes(3).toString('hex')}`;
      const change = await a.app.inject({ method: 'PUT', url: `/api/categories/${category.id}`, headers: await signIn(a), payload: { name: renamed } });
      expect(change.statusCode).toBe(200);

      expect(await timeUntilShown(() => restNames(b), renamed)).toBeLessThan(1000);
      expect(await timeUntilShown(() => graphqlNames(b), renamed)).toBeLessThan(1000);
    });

    it('failed sign-ins count on both instances: the limit is for the shop, not per server', async () => {
      const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
      const wrong = { ...OWNER, password: 'wrong password here' };
      for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) {
        const instance = attempt % 2 === 0 ? a : b;
        expect((await instance.app.inject({ method: 'POST', url: '/api/auth/login', payload: wrong, remoteAddress: address })).statusCode).toBe(401);
      }
      for (const instance of [a, b]) {
        const refused = await instance.app.inject({ method: 'POST', url: '/api/auth/login', payload: OWNER, remoteAddress: address });
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ error: TOO_MANY_LOGIN_ATTEMPTS });
      }
    });
  });
}

twoInstancesOfOneShop('two instances sharing PostgreSQL and Redis', { REDIS_URL });
twoInstancesOfOneShop('two instances sharing PostgreSQL only (LISTEN/NOTIFY, login_attempt table)', {});
