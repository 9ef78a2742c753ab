import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config/config';
import {
  ImageStorageOutageError,
  ImageStorageUnavailableError,
  type ImageStorage,
  type StoredObject,
} from './image-storage';
import { assertSafeKey } from './storage-keys';

/** Names are never reused, so what a key holds never changes: browsers and CDNs keep it a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;
/** How long the start-up check waits for the bucket before calling it unreachable. */
const CHECK_TIMEOUT_MS = 10_000;
/**
 * The SDK waits forever by default. A bucket that stopped answering must fail an upload or an
 * image within seconds (503, try again), not hold the request and its connection.
 */
const CONNECTION_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const isMissingKey = (error: unknown) => (error as Error | null)?.name === 'NoSuchKey' || statusOf(error) === 404;

/** Where the bucket is, for messages: the endpoint or AWS's region. Never a credential. */
export function describeBucket(config: S3Config): string {
  return `the bucket "${config.bucket}" at ${config.endpoint ?? `AWS S3 (${config.region})`}`;
}

/** Why HeadBucket failed, in words a person can act on. */
function unavailable(config: S3Config, error: unknown): ImageStorageUnavailableError {
  const where = describeBucket(config);
  const status = statusOf(error);
  if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchBucket') {
    return new ImageStorageUnavailableError(
      `Images: ${where} does not exist. Create it, or set S3_BUCKET to an existing one.`,
    );
  }
  if (status === 403 || status === 401) {
    return new ImageStorageUnavailableError(
      `Images: ${where} refused access (HTTP ${status}). Check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's policy.`,
    );
  }
  const reason =
    error instanceof S3ServiceException
      ? `${error.name}${status ? ` (HTTP ${status})` : ''}`
      : (error as Error).message || String(error);
  return new ImageStorageUnavailableError(
    `Images: ${where} cannot be reached: ${reason}. Check S3_ENDPOINT, S3_REGION and the network.`,
  );
}

/** Images in an S3 bucket (AWS, MinIO, R2, any S3-compatible service): shared by every instance. */
export function createS3Storage(config: S3Config): ImageStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = config.bucket;

  /** A failed request other than a missing key is an outage of the bucket (503 for the caller). */
  async function attempt<Result>(request: () => Promise<Result>): Promise<Result> {
    try {
      return await request();
    } catch (error) {
      if (isMissingKey(error)) throw error;
      throw new ImageStorageOutageError(error);
    }
  }

  async function* pages(prefix: string) {
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix || undefined })) {
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
      }
    }
  }

  return {
    description: describeBucket(config),
    directory: undefined,

    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await attempt(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: CACHE_CONTROL,
          }),
        ),
      );
    },

    async read(key) {
      assertSafeKey(key);
      try {
        return await attempt(async () => {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
          return Buffer.from(await answer.Body!.transformToByteArray());
        });
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },

    async open(key): Promise<StoredObject | null> {
      assertSafeKey(key);
      try {
        const answer = await attempt(() => client.send(new GetObjectCommand({ Bucket, Key: key })));
        return {
          // In Node the body is the HTTP response itself: a Readable, streamed as it arrives.
          body: answer.Body as Readable,
          length: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
          etag: answer.ETag,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },

    async list(prefix = '') {
      const keys: string[] = [];
      await attempt(async () => {
        for await (const { key } of pages(prefix)) keys.push(key);
      });
      return keys;
    },

    async sizes(prefix = '') {
      const sizes = new Map<string, number>();
      await attempt(async () => {
        for await (const { key, size } of pages(prefix)) sizes.set(key, size);
      });
      return sizes;
    },

    async remove(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        batch.forEach(assertSafeKey);
        const answer = await attempt(() =>
          client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
          ),
        );
        const failed = answer.Errors ?? [];
        if (failed.length) {
          throw new Error(
            `Could not delete ${failed.length} of ${batch.length} images from ${describeBucket(config)}: ${failed.map((item) => `${item.Key} (${item.Code})`).join(', ')}`,
          );
        }
      }
    },

    publicUrl(key) {
      return config.publicUrl ? `${config.publicUrl}/${key}` : null;
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      } catch (error) {
        throw unavailable(config, error);
      }
    },

    async close() {
      client.destroy();
    },
  };
}
