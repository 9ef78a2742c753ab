import PQueue from 'p-queue';

/**
 * At most this many images are decoded and resized at once in this process. sharp runs off the
 * event loop on libuv's pool (4 threads by default): two leaves room for file and crypto work,
 * and bounds memory (a 40-megapixel image decodes to about 160 MB).
 */
export const VARIANT_CONCURRENCY = 2;

/** An owner waiting on an upload goes before the start-up pass over older images. */
export const PRIORITY = { upload: 1, backfill: 0 } as const;

export const variantQueue = new PQueue({ concurrency: VARIANT_CONCURRENCY });
