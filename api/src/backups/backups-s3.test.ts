import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedImage } from '../../test/generated-images';
import { file } from '../../test/image-fixtures';
import { useS3Server } from '../../test/s3-server';
import { useTempDir } from '../../test/use-temp-dir';
import { useTestApp } from '../../test/use-test-app';
import { firstProductId, putProductImage } from '../catalog/catalog-testing';
import { loadConfig, ormOptions } from '../shop';
import { readArchive } from './archive-file';
import { createEmptyDatabase, shopRows, storedFiles } from './backups-testing';
import { IMAGES_FOLDER } from './backup-manifest';
import { openShop } from './open-shop';
import { restoreCommand } from './restore-command';

// A shop with its images in an S3 bucket (s3rver in process): its backups hold the bucket too, and
// restore into PostgreSQL with another bucket.
const s3 = useS3Server();
const t = useTestApp({ admin: true, env: s3.env });
const temp = useTempDir('crumb-backups-s3-');

let archive: string;
beforeAll(async () => {
  const picture = file(await generatedImage(900, 600, 'jpeg'), 'cake.jpg', 'image/jpeg');
  expect((await putProductImage(t, await firstProductId(t.app), picture)).statusCode).toBe(200);
  const taken = await t.app.inject({ method: 'POST', url: '/api/backups', headers: t.admin });
  expect(taken.statusCode).toBe(201);
  const { name } = taken.json<{ name: string }>();
  const downloaded = await t.app.inject({ method: 'GET', url: `/api/backups/${name}`, headers: t.admin });
  archive = join(temp.path, name);
  await writeFile(archive, downloaded.rawPayload);
});

describe('a backup of a shop whose images are in a bucket', () => {
  it('holds every object of the bucket, byte for byte', async () => {
    const inArchive = new Map<string, Buffer>();
    for await (const entry of readArchive(archive))
      if (entry.name.startsWith(IMAGES_FOLDER))
        inArchive.set(entry.name.slice(IMAGES_FOLDER.length), await entry.body());
    const inBucket = await storedFiles(t.app.imageStorage);
    expect([...inArchive.keys()].sort()).toEqual([...inBucket.keys()].sort());
    expect([...inBucket.keys()].some((key) => key.endsWith('.w640.webp'))).toBe(true);
    for (const [key, bytes] of inBucket) expect(inArchive.get(key)!.equals(bytes), key).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)(
    'restores into a new PostgreSQL database and another bucket, to the same shop',
    async () => {
      const database = await createEmptyDatabase(process.env.DATABASE_URL!);
      const bucket = `${s3.bucket}-restored`;
      await s3.client.send(new CreateBucketCommand({ Bucket: bucket }));
      const env = {
        ...s3.env,
        S3_BUCKET: bucket,
        DATABASE_URL: database.url,
        DATA_DIR: join(temp.path, 'data'),
        LOG_LEVEL: 'silent',
        BACKUP_INTERVAL_HOURS: '0',
      };
      try {
        await restoreCommand([archive], { config: loadConfig(env), ormOptions, say: () => undefined });
        const shop = await openShop(loadConfig(env), ormOptions);
        try {
          expect(await shopRows(shop.orm)).toEqual(await shopRows(t.orm));
          const restored = await storedFiles(shop.imageStorage);
          const original = await storedFiles(t.app.imageStorage);
          expect([...restored.keys()].sort()).toEqual([...original.keys()].sort());
          for (const [key, bytes] of original) expect(restored.get(key)!.equals(bytes), key).toBe(true);
        } finally {
          await shop.close();
        }
      } finally {
        await database.drop();
      }
    },
  );
});
