import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN, adminHeaders } from '../../test/admin-session';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { useTestApp } from '../../test/use-test-app';
import { buildApp } from '../app';
import { ConfigError } from '../config/config';
import { connectOrm, migrate, type Orm } from '../database/orm';
import { ormOptions } from '../shop';
import { JWT_SECRET_FILE, JWT_SECRET_ROW, loadJwtSecret } from './jwt-secret';

function recordingLog() {
  const lines: Array<{ level: 'info' | 'warn'; message: string }> = [];
  return {
    lines,
    info: (message: string) => lines.push({ level: 'info', message }),
    warn: (message: string) => lines.push({ level: 'warn', message }),
  };
}

async function openMigrated(database: TestDatabase): Promise<Orm> {
  const orm = await connectOrm(ormOptions(database.url, { poolSize: database.poolSize }));
  await migrate(orm);
  return orm;
}

describe('the JWT secret without JWT_SECRET', () => {
  let database: TestDatabase;
  let orm: Orm;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openMigrated(database);
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'crumb-secret-'));
    await orm.em.getConnection().execute('delete from "server_secret"');
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const load = (options: { jwtSecret?: string; dir?: string } = {}) =>
    loadJwtSecret({
      config: { jwtSecret: options.jwtSecret, dataDir: options.dir ?? dataDir },
      orm,
      log: recordingLog(),
    });

  it('is generated once into the database and reused, writing nothing into the data folder', async () => {
    const first = await load();
    expect(first.length).toBeGreaterThanOrEqual(32);
    const rows = await orm.em
      .getConnection()
      .execute('select "value" from "server_secret" where "name" = ?', [JWT_SECRET_ROW]);
    expect(rows).toEqual([{ value: first }]);
    await expect(stat(join(dataDir, JWT_SECRET_FILE))).rejects.toThrow(/ENOENT/);

    expect(await load()).toBe(first);
  });

  it('is one secret when several servers on one database start at once, whatever their data folders', async () => {
    const folders = await Promise.all(Array.from({ length: 5 }, () => mkdtemp(join(tmpdir(), 'crumb-secret-'))));
    try {
      const secrets = await Promise.all(folders.map((dir) => load({ dir })));
      expect(new Set(secrets).size).toBe(1);
    } finally {
      await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });

  it('takes over the secret an earlier version kept in DATA_DIR/jwt-secret, then removes the file', async () => {
    const earlier = 'e'.repeat(20) + 'f'.repeat(30);
    const file = join(dataDir, JWT_SECRET_FILE);
    await writeFile(file, `${earlier}\n`, { mode: 0o600 });
    const log = recordingLog();

    expect(await loadJwtSecret({ config: { jwtSecret: undefined, dataDir }, orm, log })).toBe(earlier);
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
    expect(log.lines).toEqual([{ level: 'info', message: expect.stringContaining('into the database') }]);
    expect(await load()).toBe(earlier);
  });

  it('keeps the database secret over a stray file, and says the file is ignored', async () => {
    const stored = await load();
    const file = join(dataDir, JWT_SECRET_FILE);
    await writeFile(file, `${'s'.repeat(40)}\n`);
    const log = recordingLog();

    expect(await loadJwtSecret({ config: { jwtSecret: undefined, dataDir }, orm, log })).toBe(stored);
    expect(log.lines).toEqual([{ level: 'warn', message: expect.stringContaining('is ignored') }]);
  });

  it('refuses a stored secret too short to be a safe key, with a clear error', async () => {
    await orm.em
      .getConnection()
      .execute('insert into "server_secret" ("name", "value") values (?, ?)', [JWT_SECRET_ROW, 'short']);
    await expect(load()).rejects.toThrow(ConfigError);
    await expect(load()).rejects.toThrow(/server_secret.*fewer than 32 characters/);
  });

  it('refuses a data-folder file too short to be a safe key', async () => {
    await writeFile(join(dataDir, JWT_SECRET_FILE), 'short\n');
    await expect(load()).rejects.toThrow(ConfigError);
  });

  it('gives way to JWT_SECRET, and then nothing is stored', async () => {
    const secret = 'x'.repeat(40);
    expect(await load({ jwtSecret: secret })).toBe(secret);
    expect(await orm.em.getConnection().execute('select * from "server_secret"')).toEqual([]);
  });
});

describe('tokens across a restart', () => {
  const t = useTestApp({ seed: false });

  it('stay valid: the restarted server reads the same secret from the database', async () => {
    await adminHeaders(t);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    const authorization = `Bearer ${login.json().token as string}`;

    const restarted = await buildApp({ config: t.config, orm: t.orm });
    try {
      const response = await restarted.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ admin: { id: expect.any(Number), email: TEST_ADMIN.email, role: 'owner' } });
    } finally {
      await restarted.close();
    }
  });

  it('stay valid on another server with its own data folder on the same database', async () => {
    await adminHeaders(t);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    const authorization = `Bearer ${login.json().token as string}`;

    const otherDataDir = await mkdtemp(join(tmpdir(), 'crumb-secret-'));
    const other = await buildApp({
      config: { ...t.config, dataDir: otherDataDir, uploadsDir: join(otherDataDir, 'uploads') },
      orm: t.orm,
    });
    try {
      const response = await other.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization } });
      expect(response.statusCode).toBe(200);
    } finally {
      await other.close();
      await rm(otherDataDir, { recursive: true, force: true });
    }
  });
});
