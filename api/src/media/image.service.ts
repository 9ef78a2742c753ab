import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { InvalidInputError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import { ImageStorageOutageError } from '../storage';
import { detectImageType } from './image-type';
import type { FileUpload, ImageUpload } from './image-upload';
import { UPLOADS_PREFIX } from './uploads-prefix';
import { imageVariants, type ResponsiveImageData } from './variants';

/** The largest image the shop stores: 5 MB (docs/product.md#images). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Images must be 5 MB or smaller';
export const NOT_AN_IMAGE_MESSAGE = 'Only PNG, JPEG, GIF or WebP images are accepted';

/**
 * The paths this service generates. Only these are ever deleted: never the demo artwork under
 * /uploads/demo/, a full URL, or anything a path could be made to point at.
 */
const STORED_IMAGE_PATH = /^\/uploads\/([0-9a-f]{32}\.(?:png|jpg|gif|webp))$/;

/** The whole stream, or null once it passes `limit` bytes (the rest is read and dropped). */
function readAtMost(stream: Readable, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) chunks.length = 0;
      else chunks.push(chunk);
    });
    stream.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** graphql-upload reports a broken or cut-off part with an HTTP status: keep its meaning. */
function uploadFailure(error: unknown): unknown {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return new PayloadTooLargeError(IMAGE_TOO_LARGE_MESSAGE);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new InvalidInputError(`The image could not be read: ${(error as Error).message}`);
  }
  return error;
}

async function readUpload(upload: ImageUpload | FileUpload): Promise<Buffer | null> {
  try {
    const file = await upload;
    return await readAtMost(file.createReadStream(), IMAGE_MAX_BYTES);
  } catch (error) {
    throw uploadFailure(error);
  }
}

/** While the bucket is away, how often describing an image may say so in the log. */
const DESCRIBE_WARNING_INTERVAL_MS = 60_000;
let lastDescribeWarning = -Infinity;

export type StoredImages<Field extends string> = Partial<Record<Field, string>>;

/**
 * Stored images (data folder or bucket): checked by their content, stored under generated names, removed once the
 * database no longer points at them.
 */
export const imageService = {
  /**
   * Reads the upload (at most IMAGE_MAX_BYTES), checks by its first bytes that it is a PNG,
   * JPEG, GIF or WebP image whatever its name or claimed type and that it has at most 40
   * megapixels, and stores it under a new random name with its resized variants. Answers the
   * path the database keeps: '/uploads/<name>'.
   */
  async store(ctx: RequestContext, upload: ImageUpload | FileUpload): Promise<string> {
    const content = await readUpload(upload);
    if (!content) throw new PayloadTooLargeError(IMAGE_TOO_LARGE_MESSAGE);
    const type = detectImageType(content);
    if (!type) throw new UnsupportedMediaTypeError(NOT_AN_IMAGE_MESSAGE);
    // From the headers alone, before anything is decoded: an image over 40 megapixels is refused.
    const size = await imageVariants.inspect(content);
    const storage = ctx.request.server.imageStorage;
    // 128 random bits: a name is never taken twice, so nothing stored is ever overwritten.
    const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
    try {
      await storage.put(name, content, type.mimetype);
      try {
        await imageVariants.create(storage, name, content, size);
      } catch (error) {
        await storage.remove([name]).catch(() => undefined);
        throw error;
      }
    } catch (error) {
      // The caller reads 503 and a message; the log keeps why the bucket failed.
      if (error instanceof ImageStorageOutageError)
        ctx.log.error({ err: error.cause }, 'The image storage failed: an upload was refused');
      throw error;
    }
    return `${UPLOADS_PREFIX}${name}`;
  },

  /** Stores each given upload; if one fails, removes the ones already stored and fails. */
  async storeEach<Field extends string>(
    ctx: RequestContext,
    uploads: Partial<Record<Field, ImageUpload | null | undefined>>,
  ): Promise<StoredImages<Field>> {
    const stored: StoredImages<Field> = {};
    try {
      for (const field of Object.keys(uploads) as Field[]) {
        const upload = uploads[field];
        if (upload) stored[field] = await imageService.store(ctx, upload);
      }
    } catch (error) {
      await imageService.discard(ctx, Object.values(stored));
      throw error;
    }
    return stored;
  },

  /**
   * Deletes images this service stored, with their variants; anything else (demo artwork, URLs, null) is left alone.
   * Never fails: a file that cannot be removed is only logged, as the change it follows has
   * already been saved.
   */
  async discard(ctx: RequestContext, paths: Iterable<string | null | undefined>): Promise<void> {
    for (const path of paths) {
      const name = path ? STORED_IMAGE_PATH.exec(path)?.[1] : undefined;
      if (!name) continue;
      try {
        // The original with its variants and manifest.
        await imageVariants.remove(ctx.request.server.imageStorage, name);
      } catch (error) {
        ctx.log.warn({ err: error, path }, 'Could not remove an unused image');
      }
    }
  },

  /**
   * The sizes of a stored image for `srcset`, or null for a full URL, an SVG or an image whose
   * variants the start-up pass has not written yet.
   */
  async describe(ctx: RequestContext, path: string | null | undefined): Promise<ResponsiveImageData | null> {
    try {
      return await imageVariants.describe(ctx.request.server.imageStorage, path);
    } catch (error) {
      if (!(error instanceof ImageStorageOutageError)) throw error;
      // Pages still render while the bucket is away: the image goes without its sizes, as one
      // not resized yet does. Once a minute in the log, not once per image.
      if (Date.now() - lastDescribeWarning > DESCRIBE_WARNING_INTERVAL_MS) {
        lastDescribeWarning = Date.now();
        ctx.log.warn({ err: error.cause }, 'The image storage failed: images are shown without their resized copies');
      }
      return null;
    }
  },

  /**
   * Puts each newly stored image into its field of `row` and answers the paths it replaced
   * (null where the field was empty), for `saveWithImages` to remove once the change is saved.
   * Fields without a new image keep theirs.
   */
  replaceImages<Field extends string>(
    row: Record<Field, string | null>,
    stored: StoredImages<Field>,
  ): Array<string | null> {
    const replaced: Array<string | null> = [];
    for (const field of Object.keys(stored) as Field[]) {
      const path = stored[field];
      if (!path) continue;
      replaced.push(row[field]);
      row[field] = path;
    }
    return replaced;
  },

  /**
   * Runs `save` (which must commit the database change) for a change that stored new images.
   * If it fails, the new files go, so a refused change leaves nothing behind; once it succeeded,
   * the files it replaced or cleared go. Each stored path belongs to one field of one row, so a
   * replaced one is referenced by nothing any more.
   */
  async saveWithImages<Result>(
    ctx: RequestContext,
    stored: StoredImages<string>,
    save: () => Promise<{ result: Result; replaced: Array<string | null> }>,
  ): Promise<Result> {
    let outcome: { result: Result; replaced: Array<string | null> };
    try {
      outcome = await save();
    } catch (error) {
      await imageService.discard(ctx, Object.values(stored));
      throw error;
    }
    await imageService.discard(ctx, outcome.replaced);
    return outcome.result;
  },
};
