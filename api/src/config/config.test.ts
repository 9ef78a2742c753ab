import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../shop';
import { ConfigError, redactUrl } from './config';

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

  it('takes a JWT_SECRET of 32 characters or more, and nothing shorter', () => {
    expect(loadConfig({}).jwtSecret).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
    expect(() => loadConfig({ JWT_SECRET: 's'.repeat(31) })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD together, the email normalised, the password 8 characters or more', () => {
    expect(loadConfig({}).initialAdmin).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: ' Owner@Bakery.TEST ', ADMIN_PASSWORD: 'eight888' }).initialAdmin).toEqual({
      email: 'owner@bakery.test',
      password: 'eight888',
    });
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@bakery.test' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'eight888' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'eight888' })).toThrow(
      /ADMIN_EMAIL: must be an email address/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@bakery.test', ADMIN_PASSWORD: 'seven77' })).toThrow(
      /ADMIN_PASSWORD: must be at least 8 characters/,
    );
  });

  it('sends mail through SMTP_URL (smtp:// or smtps:// only), else to the outbox folder, from MAIL_FROM', () => {
    const offline = loadConfig({ DATA_DIR: '/srv/crumb' });
    expect(offline.smtpUrl).toBeUndefined();
    expect(offline.outboxDir).toBe('/srv/crumb/outbox');
    expect(offline.mailFrom).toBe('Crumb <no-reply@crumb.local>');
    const smtp = loadConfig({ SMTP_URL: 'smtps://shop:secret@mail.example:465', MAIL_FROM: 'Shop <shop@example.com>' });
    expect(smtp).toMatchObject({
      smtpUrl: 'smtps://shop:secret@mail.example:465',
      mailFrom: 'Shop <shop@example.com>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('is in production mode unless NODE_ENV says development (empty counts as unset)', () => {
    expect(loadConfig({})).toMatchObject({ nodeEnv: 'production', isDevelopment: false });
    expect(loadConfig({ NODE_ENV: '' })).toMatchObject({ nodeEnv: 'production', isDevelopment: false });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ nodeEnv: 'test', isDevelopment: false });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ nodeEnv: 'development', isDevelopment: true });
  });

  it('shares state through REDIS_URL (redis:// or rediss:// only) when set, else keeps it in the database', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl).toBe('redis://cache:6379/0');
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example:6380' }).redisUrl).toBe(
      'rediss://:secret@cache.example:6380',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('keeps images in the data folder unless S3_BUCKET is set, then reads the S3 settings around it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'crumb-images' }).s3).toEqual({
      bucket: 'crumb-images',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
    const minio = loadConfig({
      S3_BUCKET: 'crumb',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'crumb',
      S3_SECRET_ACCESS_KEY: 'crumb-secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example/crumb/',
    });
    expect(minio.s3).toEqual({
      bucket: 'crumb',
      endpoint: 'http://minio:9000',
      region: 'auto',
      credentials: { accessKeyId: 'crumb', secretAccessKey: 'crumb-secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/crumb',
    });
    expect(() => loadConfig({ S3_BUCKET: 'A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'crumb', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ S3_BUCKET: 'crumb', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'crumb', S3_ACCESS_KEY_ID: 'crumb' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_URL: 'https://cdn.example' })).toThrow(
      /S3_ENDPOINT, S3_PUBLIC_URL set without S3_BUCKET/,
    );
  });

  it('hides the password of a database URL in log lines', () => {
    expect(redactUrl('postgres://shop:secret@db:5432/crumb')).toBe('postgres://shop:***@db:5432/crumb');
  });
});
