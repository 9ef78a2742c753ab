import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { loadConfig } from '../shop';
import { openDatabase } from '../shop';
import { Admin } from './admin.entity';
import { createInitialAdmin } from './auth.service';
import { verifyPassword } from './password-hasher';

const INITIAL = { ADMIN_EMAIL: ' Owner@Bakery.test ', ADMIN_PASSWORD: 'set-by-the-deployer' };

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const t = useTestApp({ seed: false, env: INITIAL });

  it('create that admin when the shop has none; create-admin is then closed and sign-in works', async () => {
    expect(await createInitialAdmin(t.orm.em.fork(), t.config.initialAdmin!)).toBe(true);

    const create = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-admin',
      payload: { email: 'claimer@evil.test', password: 'mine-now-123' },
    });
    expect(create.statusCode).toBe(409);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@bakery.test', password: INITIAL.ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('leave an existing admin as it is', async () => {
    expect(await createInitialAdmin(t.orm.em.fork(), { email: 'new@bakery.test', password: 'a-different-one' })).toBe(
      false,
    );
    const admins = await t.orm.em.fork().find(Admin, {});
    expect(admins.map((admin) => admin.email)).toEqual(['owner@bakery.test']);
  });
});

describe('starting the server with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'crumb-start-admin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates the admin before serving', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...INITIAL,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
    };
    delete env.DATABASE_URL; // the embedded database inside dataDir, never the shared test server
    const tsx = resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
    const server = spawn(
      tsx,
      [
        '--tsconfig',
        resolve(import.meta.dirname, '..', '..', 'tsconfig.json'),
        resolve(import.meta.dirname, '..', 'main.ts'),
      ],
      { env },
    );
    let output = '';
    await new Promise<void>((ready, fail) => {
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Crumb is serving')) ready();
      });
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.on('exit', (code) => fail(new Error(`server exited with ${code}: ${output}`)));
    });
    const stopped = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await stopped;
    expect(output).toContain('Created the admin account owner@bakery.test');

    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      const [admin, ...others] = await database.orm.em.fork().find(Admin, {});
      expect(others).toEqual([]);
      expect(admin!.email).toBe('owner@bakery.test');
      expect(await verifyPassword(admin!.passwordHash, INITIAL.ADMIN_PASSWORD)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
