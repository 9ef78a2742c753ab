import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useS3Server } from '../../test/s3-server';
import { loadConfig } from '../shop';
import {
  createDiskStorage,
  createImageStorage,
  ImageStorageUnavailableError,
  openImageStorage,
  type ImageStorage,
} from './index';

const s3 = useS3Server();
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'crumb-storage-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const drivers: Array<[string, () => ImageStorage | Promise<ImageStorage>]> = [
  ['the data folder', () => createDiskStorage(join(folder, 'uploads'))],
  ['an S3 bucket', () => createImageStorage(loadConfig({ DATA_DIR: folder, ...s3.env }))],
];

describe.each(drivers)('image storage in %s', (_name, create) => {
  let storage: ImageStorage;
  beforeAll(async () => {
    storage = await create();
    await storage.check();
  });
  afterAll(() => storage.close());

  it('answers what was put, and null for a key never put', async () => {
    await storage.put('aa.png', Buffer.from('png bytes'), 'image/png');
    expect((await storage.read('aa.png'))?.toString()).toBe('png bytes');
    expect(await storage.read('missing.png')).toBeNull();
    expect(await storage.open('missing.png')).toBeNull();
  });

  it('replaces what a key held', async () => {
    await storage.put('bb.json', Buffer.from('{"a":1}'), 'application/json');
    await storage.put('bb.json', Buffer.from('{"a":2}'), 'application/json');
    expect((await storage.read('bb.json'))?.toString()).toBe('{"a":2}');
  });

  it('opens a key as a stream with its length and type', async () => {
    await storage.put('demo/cake.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    const object = (await storage.open('demo/cake.svg'))!;
    expect(object).toMatchObject({ length: 6, contentType: 'image/svg+xml' });
    expect(await text(object.body)).toBe('<svg/>');
  });

  it('lists keys by prefix, sub-folders and dotfiles included, with their sizes', async () => {
    for (const key of ['cc.jpg', 'cc.w320.webp', '.cc.json', 'ccd.jpg', 'demo/c.svg'])
      await storage.put(key, Buffer.from(key), 'image/jpeg');
    expect((await storage.list('cc.')).sort()).toEqual(['cc.jpg', 'cc.w320.webp']);
    expect((await storage.list('demo/')).sort()).toEqual(['demo/c.svg', 'demo/cake.svg']);
    expect(await storage.list()).toEqual(expect.arrayContaining(['.cc.json', 'ccd.jpg', 'demo/c.svg', 'aa.png']));
    const sizes = await storage.sizes('cc');
    expect(Object.fromEntries(sizes)).toEqual({ 'cc.jpg': 6, 'cc.w320.webp': 12, 'ccd.jpg': 7 });
  });

  it('removes keys, those already gone included', async () => {
    await storage.put('dd.png', Buffer.from('x'), 'image/png');
    await storage.remove(['dd.png', 'never-there.png']);
    expect(await storage.read('dd.png')).toBeNull();
    expect(await storage.list('dd')).toEqual([]);
  });

  it('removes more keys than one delete call takes', { timeout: 60_000 }, async () => {
    // Two folders of at most 1000 keys each: s3rver cannot page a longer listing on OpenSSL 3
    // (its continuation tokens use DES), but one remove call still needs two delete batches.
    const keys = Array.from(
      { length: 1005 },
      (_, index) => `many/${index % 2 ? 'odd' : 'even'}/${String(index).padStart(4, '0')}.png`,
    );
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(keys.slice(start, start + 50).map((key) => storage.put(key, Buffer.from('x'), 'image/png')));
    }
    expect((await storage.list('many/odd/')).length + (await storage.list('many/even/')).length).toBe(1005);
    await storage.remove(keys);
    expect(await storage.list('many/odd/')).toEqual([]);
    expect(await storage.list('many/even/')).toEqual([]);
  });

  it('refuses keys that would leave its place', async () => {
    for (const key of ['../escape.png', 'a/../../b.png', '/abs.png', 'a%2F.png', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/Not a storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Not a storage key/);
    }
  });
});

describe('the data folder driver', () => {
  it('never shows a file being written', async () => {
    const storage = createDiskStorage(join(folder, 'partial'));
    await storage.put('ee.png', Buffer.from('x'), 'image/png');
    expect(await readdir(join(folder, 'partial'))).toEqual(['ee.png']);
  });
});

describe('opening a bucket', () => {
  it('fails with a message naming the bucket and endpoint when the bucket does not exist, without the secret', async () => {
    const config = loadConfig({
      DATA_DIR: folder,
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const failure = await openImageStorage(config).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageStorageUnavailableError);
    expect((failure as Error).message).toBe(
      `Images: the bucket "no-such-bucket" at ${s3.env.S3_ENDPOINT} does not exist. Create it, or set S3_BUCKET to an existing one.`,
    );
  });

  it('fails with a clear message when nothing answers at the endpoint', async () => {
    const config = loadConfig({ DATA_DIR: folder, ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' });
    const failure = await openImageStorage(config).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageStorageUnavailableError);
    expect((failure as Error).message).toMatch(
      new RegExp(`^Images: the bucket "${s3.bucket}" at http://127.0.0.1:1 cannot be reached: .*ECONNREFUSED`),
    );
    expect((failure as Error).message).not.toContain('S3RVER');
  });
});
