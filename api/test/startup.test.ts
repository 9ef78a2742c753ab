import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Category } from '../src/catalog/category.entity';
import { Product } from '../src/catalog/product.entity';
import { loadConfig } from '../src/shop';
import { DirectoryLockedError } from '../src/database/directory-lock';
import { openDatabase } from '../src/shop';
import { seedDemoBakery } from '../src/demo-bakery/seed-demo-bakery';
import { createDiskStorage } from '../src/storage';
import { createTestDatabase } from './test-database';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'crumb-start-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('starting on the embedded database', () => {
  it('seeds an empty shop once, and a second start keeps the first one’s data', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    const first = await openDatabase(config);
    expect(await seedDemoBakery(first.orm.em.fork(), createDiskStorage(config.uploadsDir))).toBe(true);
    const em = first.orm.em.fork();
    const products = await em.find(Product, {}, { populate: ['category'] });
    expect(await em.count(Category, { showOnHomepage: true })).toBeGreaterThanOrEqual(3);
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(products.some((p) => p.featured)).toBe(true);
    // The demo shop speaks Arabic too: every name and description has its Arabic twin.
    expect(products.some((p) => p.nameAr.includes('كنافة'))).toBe(true);
    for (const product of products) {
      expect(existsSync(join(config.dataDir, product.image!))).toBe(true);
      expect(product.nameAr).toMatch(/\p{Script=Arabic}/u);
      expect(product.descriptionAr).toMatch(/\p{Script=Arabic}/u);
      expect(product.category.$.nameAr).toMatch(/\p{Script=Arabic}/u);
    }
    em.create(Category, { name: 'Added by the owner' });
    await em.flush();
    await first.close();

    const second = await openDatabase(config);
    try {
      expect(second.appliedMigrations).toEqual([]);
      expect(await seedDemoBakery(second.orm.em.fork(), createDiskStorage(config.uploadsDir))).toBe(false);
      expect(await second.orm.em.fork().count(Category, { name: 'Added by the owner' })).toBe(1);
      expect(await second.orm.em.fork().count(Product)).toBe(products.length);
    } finally {
      await second.close();
    }
  });

  it('refuses a data folder another server is using', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await openDatabase(config);
    try {
      await expect(openDatabase(config)).rejects.toThrow(DirectoryLockedError);
    } finally {
      await first.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('starting several servers at once on one PostgreSQL', () => {
  it('migrates and seeds once: the others wait for the first, then find both done', async () => {
    const database = await createTestDatabase();
    const seeded: boolean[] = [];
    const starts = [0, 1, 2].map(async (index) => {
      const config = loadConfig({ DATA_DIR: join(dataDir, `server-${index}`), DATABASE_URL: database.url });
      return openDatabase(config, {
        async prepare(orm) {
          seeded.push(await seedDemoBakery(orm.em.fork(), createDiskStorage(config.uploadsDir)));
        },
      });
    });
    const servers = await Promise.all(starts);
    try {
      expect(servers.filter((server) => server.appliedMigrations.length > 0)).toHaveLength(1);
      expect(seeded.sort()).toEqual([false, false, true]);
      const em = servers[2]!.orm.em.fork();
      const names = (await em.find(Product, {})).map((product) => product.name);
      expect(new Set(names).size).toBe(names.length);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await database.drop();
    }
  });
});

describe('starting on an unreachable database', () => {
  it('stops with one clear line naming the URL, password hidden', async () => {
    const run = promisify(execFile);
    const tsx = resolve(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    const failure = await run(
      tsx,
      [
        '--tsconfig',
        resolve(import.meta.dirname, '..', 'tsconfig.json'),
        resolve(import.meta.dirname, '..', 'src', 'main.ts'),
      ],
      {
        env: { ...process.env, DATABASE_URL: 'postgresql://shop:secret@127.0.0.1:1/crumb', DATA_DIR: dataDir },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    const lines = failure.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Crumb could not start: Cannot connect to the database at postgresql:\/\/shop:\*\*\*@127\.0\.0\.1:1\/crumb/,
    );
    expect(failure.stderr).not.toContain('secret');
  });
});
