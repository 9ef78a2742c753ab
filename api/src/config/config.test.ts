import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redactUrl } from './config';

describe('configuration', () => {
  it('defaults to port 3001, the embedded database and ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3001);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(resolve('data'));
    expect(config.uploadsDir).toBe(resolve('data', 'uploads'));
    expect(config.seedDemoData).toBe(true);
  });

  it('reads the environment and treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/srv/crumb', DATABASE_URL: '', SEED_DEMO_DATA: 'false' });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/crumb');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(false);
  });

  it('names every variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x@y/z' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x@y/z' })).toThrow(/PORT.*DATABASE_URL/);
  });

  it('hides the password of a database URL in log lines', () => {
    expect(redactUrl('postgres://shop:secret@db:5432/crumb')).toBe('postgres://shop:***@db:5432/crumb');
  });
});
