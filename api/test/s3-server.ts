import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';

/** The little of s3rver's API the tests use (the package ships no types). */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

/** s3rver accepts these and no others. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** S3_* settings for `createTestApp({ env })` or `loadConfig`: the server's address, an empty bucket of its own, path style. */
  env: Record<string, string>;
  /** A client on the same bucket, to look into it. */
  client: S3Client;
  bucket: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver) on a free port, its data in a temporary
 * folder, with an empty bucket created. Close it after the tests.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'crumb-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = `crumb-test-${randomBytes(4).toString('hex')}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    bucket,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's S3 server: started before its tests, closed after them (or when a test closes
 * it first, to take the bucket away). Called before useTestApp, its `env` is filled in when the
 * app starts, and the server outlives the app. The handle reads the started server.
 */
export function useS3Server(): TestS3Server {
  const env: Record<string, string> = {};
  let server: TestS3Server | undefined;
  beforeAll(async () => {
    server = await startS3Server();
    Object.assign(env, server.env);
  });
  afterAll(() => server?.close());
  const started = (): TestS3Server => {
    if (!server) throw new Error('The S3 server is not running: use it inside a test or a hook');
    return server;
  };
  return {
    env,
    get client() {
      return started().client;
    },
    get bucket() {
      return started().bucket;
    },
    async close() {
      const closing = started();
      server = undefined;
      await closing.close();
    },
  };
}
