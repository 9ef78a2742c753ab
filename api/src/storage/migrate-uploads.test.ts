import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useS3Server } from '../../test/s3-server';

const tsx = resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const script = resolve(import.meta.dirname, 'migrate-uploads.ts');

const s3 = useS3Server();
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'crumb-migrate-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs `npm run migrate-uploads` as a deployment would: its own process, settings from the environment. */
async function migrate(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      tsx,
      ['--tsconfig', resolve(import.meta.dirname, '..', '..', 'tsconfig.json'), script],
      {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function bucketObject(key: string): Promise<{ body: string; type: string | undefined }> {
  const answer = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return { body: await answer.Body!.transformToString(), type: answer.ContentType };
}

describe('npm run migrate-uploads', () => {
  it(
    'copies every file of the uploads folder into the bucket, then skips what is already there',
    { timeout: 120_000 },
    async () => {
      const uploads = join(dataDir, 'uploads');
      await mkdir(join(uploads, 'demo'), { recursive: true });
      const base = 'ab'.repeat(16);
      const files: Record<string, string> = {
        [`${base}.jpg`]: 'jpeg bytes',
        [`${base}.w320.webp`]: 'webp bytes',
        [`.${base}.json`]: '{"width":320,"height":200,"widths":[320]}',
        'demo/hero.svg': '<svg/>',
      };
      for (const [key, content] of Object.entries(files)) await writeFile(join(uploads, key), content);
      // Already in the bucket with the same size: left as it is. A different size: copied over.
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'demo/hero.svg', Body: '<SVG/>' }));
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${base}.jpg`, Body: 'old' }));

      const first = await migrate(s3.env);
      expect(first.stderr).not.toMatch(/Could not/);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('Copied 3 files; 1 were already in the bucket.');
      const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual(Object.keys(files).sort());
      expect(await bucketObject(`${base}.jpg`)).toEqual({ body: 'jpeg bytes', type: 'image/jpeg' });
      expect(await bucketObject(`${base}.w320.webp`)).toEqual({ body: 'webp bytes', type: 'image/webp' });
      expect((await bucketObject(`.${base}.json`)).body).toBe(files[`.${base}.json`]);
      expect((await bucketObject('demo/hero.svg')).body).toBe('<SVG/>');

      const again = await migrate(s3.env);
      expect(again.stdout).toContain('Copied 0 files; 4 were already in the bucket.');
    },
  );

  it('refuses without S3_BUCKET, saying what to set', async () => {
    const result = await migrate({});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Could not migrate the uploads: S3_BUCKET is not set');
  });

  it('stops with a clear message when the bucket does not exist', async () => {
    const result = await migrate({ ...s3.env, S3_BUCKET: 'missing-bucket' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Could not migrate the uploads: Images: the bucket "missing-bucket" at ${s3.env.S3_ENDPOINT} does not exist.`,
    );
  });
});
