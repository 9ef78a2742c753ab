import type { Readable } from 'node:stream';
import { ServiceUnavailableError } from '../errors/domain-errors';

/**
 * Where stored images live. A key is the path after `/uploads/`: `ab12….jpg`, `ab12….w640.webp`,
 * `.ab12….json` (a manifest), `demo/cake.svg`. The image service, its resized copies, the demo
 * seed and `/uploads` go through this, never through a driver.
 */
export interface ImageStorage {
  /** For log lines and error messages: the folder, or the bucket and its endpoint (never a secret). */
  readonly description: string;
  /**
   * Set when every key is a file under this folder: `/uploads` serves it with @fastify/static.
   * Unset (a bucket): `/uploads` redirects to `publicUrl` or streams `open`.
   */
  readonly directory: string | undefined;
  /** Stores `bytes` under `key`, replacing what was there; a reader never sees half of it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** An object to stream to a client, or null when there is none. */
  open(key: string): Promise<StoredObject | null>;
  /** Every key that starts with `prefix` (all keys without one), sub-folders included, in no set order. */
  list(prefix?: string): Promise<string[]>;
  /** The size in bytes of every key that starts with `prefix`: how the upload migration skips what is there. */
  sizes(prefix?: string): Promise<Map<string, number>>;
  /** Deletes the keys; keys already gone are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** The address a browser may fetch the key from directly (a CDN or public bucket), or null to serve it ourselves. */
  publicUrl(key: string): string | null;
  /** Makes sure the storage can be used (the folder exists, the bucket answers); throws ImageStorageUnavailableError. */
  check(): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

export interface StoredObject {
  body: Readable;
  length: number;
  contentType: string;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** The storage cannot be used at start: the message names what and where, so a person can fix it. */
export class ImageStorageUnavailableError extends Error {}

export const IMAGE_STORAGE_OUTAGE_MESSAGE = 'Images cannot be stored or read right now. Please try again shortly.';

/**
 * The bucket failed a request while the shop runs (unreachable, timing out, refusing): the caller
 * gets 503 with a message it can act on; the reason travels as `cause` for the log.
 */
export class ImageStorageOutageError extends ServiceUnavailableError {
  /** For routes outside GraphQL and REST (/uploads): Fastify's error handler answers this status. */
  readonly statusCode = 503;

  constructor(cause: unknown) {
    super(IMAGE_STORAGE_OUTAGE_MESSAGE, { cause });
  }
}
