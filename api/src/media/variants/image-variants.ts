import type { FastifyBaseLogger } from 'fastify';
import type { Metadata, Sharp, SharpConstructor } from 'sharp';
import { InvalidInputError, PayloadTooLargeError } from '../../errors/domain-errors';
import { contentTypeOf, type ImageStorage } from '../../storage';
import { UPLOADS_PREFIX } from '../uploads-prefix';
import {
  belongsTo,
  manifestName,
  parseStoredName,
  VARIANT_WIDTHS,
  variantName,
  variantWidths,
  type StoredExtension,
} from './variant-names';
import { PRIORITY, variantQueue } from './variant-queue';

let sharpLoading: Promise<SharpConstructor> | undefined;

/**
 * sharp, loaded the first time an image is inspected or resized. Loading it maps libvips and
 * starts its caches and threads: about 10 MB resident that a shop receiving no upload, with
 * no older image left to resize at start, never needs.
 */
function loadSharp(): Promise<SharpConstructor> {
  return (sharpLoading ??= import('sharp').then((module) => module.default));
}

/** A small file can decode huge (a flat 8000x6000 PNG is 0.6 MB and 190 MB decoded): refuse past this. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS_MESSAGE = 'The image is too large to process (over 40 megapixels).';
export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read: the file is damaged or incomplete.';

export interface ImageSize {
  width: number;
  height: number;
}

/** One width of a stored image, as paths under /uploads/. */
export interface ImageVariant {
  width: number;
  webp: string;
  /** The same width in the upload's own format, for browsers without WebP. */
  fallback: string;
}

/** What a client needs for `srcset`, `width` and `height`. */
export interface ResponsiveImageData extends ImageSize {
  /** Narrowest first; the last is the original's own width. */
  variants: ImageVariant[];
}

interface Manifest extends ImageSize {
  widths: number[];
}

const QUALITY = 80;

/** Decoding options for every read: never more than the limit, and tolerant of the warnings phone cameras cause. */
const inputOptions = { animated: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/** Past the standard widths only large high-density screens fetch a copy, and WebP's default effort takes seconds there. */
const FAST_WEBP_ABOVE = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;

function encode(pipeline: Sharp, format: StoredExtension, width: number): Sharp {
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality: QUALITY, effort: width > FAST_WEBP_ABOVE ? 2 : 4 });
    case 'jpg':
      return pipeline.jpeg({ quality: QUALITY, progressive: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
    case 'gif':
      return pipeline.gif();
  }
}

/**
 * Errors of sharp itself carry no `code`; file system and network failures (ENOSPC, EACCES,
 * ECONNRESET) do, and the storage's bucket answers carry `$metadata`: those stay unexpected.
 */
function unreadable(error: unknown): unknown {
  const failure = error as (NodeJS.ErrnoException & { $metadata?: unknown }) | null;
  return failure?.code || failure?.$metadata ? error : new InvalidInputError(UNREADABLE_IMAGE_MESSAGE);
}

async function inspect(content: Buffer): Promise<ImageSize> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reads the headers only: nothing is decoded yet.
    metadata = await sharp(content, { animated: true, limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight * frames > MAX_INPUT_PIXELS) throw new PayloadTooLargeError(TOO_MANY_PIXELS_MESSAGE);
  // A photo turned by its EXIF orientation is shown turned: report the size the browser shows.
  return frames > 1 ? { width: metadata.width, height: frameHeight } : metadata.autoOrient;
}

async function writeVariants(storage: ImageStorage, name: string, content: Buffer, size: ImageSize): Promise<void> {
  const stored = parseStoredName(name);
  if (!stored) throw new Error(`Not a stored image name: ${name}`);
  const widths = variantWidths(size.width);
  const sharp = await loadSharp();
  const source = sharp(content, inputOptions);
  const animated = ((await source.metadata()).pages ?? 1) > 1;
  const put = async (pipeline: Sharp, key: string) => storage.put(key, await pipeline.toBuffer(), contentTypeOf(key));
  for (const width of widths) {
    // Animated images keep their frames; EXIF orientation only concerns still photos.
    const resized = (animated ? source.clone() : source.clone().autoOrient()).resize({
      width,
      withoutEnlargement: true,
    });
    await put(encode(resized.clone(), 'webp', width), variantName(stored.base, width, 'webp'));
    if (stored.extension !== 'webp') {
      await put(encode(resized.clone(), stored.extension, width), variantName(stored.base, width, stored.extension));
    }
  }
  const manifest: Manifest = { ...size, widths };
  // Last, so its presence means every variant is there (the storage never shows half of it).
  await storage.put(manifestName(stored.base), Buffer.from(JSON.stringify(manifest)), 'application/json');
}

/** Manifests read, by stored name. Names are never reused, so an entry never goes stale. */
const described = new Map<string, Manifest>();
const DESCRIBED_LIMIT = 10_000;

async function readManifest(storage: ImageStorage, base: string): Promise<Manifest | null> {
  const content = await storage.read(manifestName(base));
  return content ? (JSON.parse(content.toString('utf8')) as Manifest) : null;
}

export const imageVariants = {
  /**
   * The size of an upload from its headers, before anything is decoded. PAYLOAD_TOO_LARGE over
   * MAX_INPUT_PIXELS (all frames of an animation together), BAD_USER_INPUT when sharp cannot
   * read it.
   */
  inspect,

  /**
   * Writes the variants of the stored image `name` (already in `storage`), then its manifest. Waits
   * its turn in the process-wide queue (uploads before the start-up pass). On failure removes
   * what it wrote, never the original, and fails (BAD_USER_INPUT for an image sharp cannot
   * decode).
   */
  async create(
    storage: ImageStorage,
    name: string,
    content: Buffer,
    size: ImageSize,
    priority: number = PRIORITY.upload,
  ): Promise<void> {
    await variantQueue.add(
      async () => {
        try {
          await writeVariants(storage, name, content, size);
        } catch (error) {
          await imageVariants.remove(storage, name, { keepOriginal: true });
          throw unreadable(error);
        }
      },
      { priority },
    );
  },

  /**
   * The variants of a stored path, or null when it has none: a full URL, an SVG or other demo
   * artwork, or an upload the start-up pass has not reached yet (the client then shows the
   * original alone).
   */
  async describe(storage: ImageStorage, path: string | null | undefined): Promise<ResponsiveImageData | null> {
    if (!path?.startsWith(UPLOADS_PREFIX)) return null;
    const name = path.slice(UPLOADS_PREFIX.length);
    const stored = parseStoredName(name);
    if (!stored) return null;
    let manifest = described.get(name);
    if (!manifest) {
      const read = await readManifest(storage, stored.base);
      if (!read) return null;
      if (described.size >= DESCRIBED_LIMIT) described.clear();
      described.set(name, read);
      manifest = read;
    }
    const at = (width: number, extension: StoredExtension) =>
      `${UPLOADS_PREFIX}${variantName(stored.base, width, extension)}`;
    return {
      width: manifest.width,
      height: manifest.height,
      variants: manifest.widths.map((width) => ({
        width,
        webp: at(width, 'webp'),
        fallback: at(width, stored.extension),
      })),
    };
  },

  /**
   * Deletes the stored image `name` with its variants and manifest (only the variants with
   * `keepOriginal`). Files that are already gone are fine.
   */
  async remove(storage: ImageStorage, name: string, { keepOriginal = false } = {}): Promise<void> {
    const stored = parseStoredName(name);
    if (!stored) return;
    described.delete(name);
    // Listed as well as derived, so the variants of an interrupted run go too.
    const files = new Set([name, manifestName(stored.base), ...(await storage.list(`${stored.base}.`))]);
    await storage.remove([...files].filter((file) => belongsTo(stored.base, file) && !(keepOriginal && file === name)));
  },

  /**
   * Creates the missing variants of every stored image in `storage` (uploads from before variants
   * existed, or whose resizing was interrupted), behind any upload in the queue. Answers how
   * many it created; an image it cannot resize is logged and skipped (tried again next start).
   * Stops taking new images once `signal` aborts.
   */
  async backfill(
    storage: ImageStorage,
    log: FastifyBaseLogger,
    signal?: AbortSignal,
  ): Promise<{ created: number; total: number }> {
    const files = await storage.list();
    const present = new Set(files);
    const missing = files.filter((file) => {
      const stored = parseStoredName(file);
      return stored && !present.has(manifestName(stored.base));
    });
    let created = 0;
    for (const name of missing) {
      if (signal?.aborted) break;
      try {
        const content = await storage.read(name);
        // Removed since it was listed: nothing to resize.
        if (!content) continue;
        const size = await inspect(content);
        await imageVariants.create(storage, name, content, size, PRIORITY.backfill);
        created += 1;
      } catch (error) {
        if (signal?.aborted) break;
        log.warn({ err: error, image: name }, 'Could not create the variants of a stored image');
      }
    }
    return { created, total: files.filter((file) => parseStoredName(file)).length };
  },
};
