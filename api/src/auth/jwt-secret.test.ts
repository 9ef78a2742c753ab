import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN, adminHeaders } from '../../test/admin-session';
import { useTestApp } from '../../test/use-test-app';
import { buildApp } from '../app';
import { ConfigError } from '../config/config';
import { JWT_SECRET_FILE, loadJwtSecret } from './jwt-secret';

describe('the JWT secret without JWT_SECRET', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'crumb-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR/jwt-secret, readable by the owner only, and reused', async () => {
    const first = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, JWT_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);

    expect(await loadJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first);
  });

  it('is one secret when two servers start at once', async () => {
    const secrets = await Promise.all(Array.from({ length: 5 }, () => loadJwtSecret({ jwtSecret: undefined, dataDir })));
    expect(new Set(secrets).size).toBe(1);
  });

  it('differs between data folders', async () => {
    const other = await mkdtemp(join(tmpdir(), 'crumb-secret-'));
    try {
      expect(await loadJwtSecret({ jwtSecret: undefined, dataDir })).not.toBe(await loadJwtSecret({ jwtSecret: undefined, dataDir: other }));
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('refuses a file too short to be a safe key', async () => {
    await writeFile(join(dataDir, JWT_SECRET_FILE), 'short\n');
    await expect(loadJwtSecret({ jwtSecret: undefined, dataDir })).rejects.toThrow(ConfigError);
  });

  it('gives way to JWT_SECRET, and then no file is written', async () => {
    const secret = 'x'.repeat(40);
    expect(await loadJwtSecret({ jwtSecret: secret, dataDir })).toBe(secret);
    await expect(stat(join(dataDir, JWT_SECRET_FILE))).rejects.toThrow(/ENOENT/);
  });
});

describe('tokens across a restart', () => {
  const t = useTestApp({ seed: false });

  it('stay valid: the restarted server reads the same secret from the data folder', async () => {
    await adminHeaders(t);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    const authorization = `Bearer ${login.json().token as string}`;

    const restarted = await buildApp({ config: t.config, orm: t.orm });
    try {
      const response = await restarted.inject({ method: 'GET', url: '/api/auth/verify', headers: { authorization } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ admin: { id: expect.any(Number), email: TEST_ADMIN.email } });
    } finally {
      await restarted.close();
    }
  });
});
