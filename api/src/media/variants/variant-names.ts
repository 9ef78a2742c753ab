/**
 * How the resized copies of a stored image are named. Everything is derived from the stored
 * name, so the variants of any path the database holds are found without a column of their own.
 *
 *   abc….jpg             the upload as it arrived (the path the database keeps)
 *   abc….w640.webp       640 pixels wide, WebP
 *   abc….w640.jpg        640 pixels wide, in the upload's own format (the fallback)
 *   .abc….json           the manifest: the original's size and the widths written; written
 *                        last, so its presence means every variant is there (a dotfile, which
 *                        /uploads does not serve)
 */

/** The widths offered to `srcset`: phone, large phone, tablet, laptop, desktop. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export type StoredExtension = 'png' | 'jpg' | 'gif' | 'webp';

/** Names the image service generates: 32 hex digits and the detected type. Nothing else is ever resized or deleted. */
const STORED_NAME = /^([0-9a-f]{32})\.(png|jpg|gif|webp)$/;

export interface StoredName {
  /** The random part, shared by every file of the image. */
  base: string;
  extension: StoredExtension;
}

export function parseStoredName(name: string): StoredName | null {
  const match = STORED_NAME.exec(name);
  return match ? { base: match[1]!, extension: match[2] as StoredExtension } : null;
}

/** The widths written for an original this wide: the standard ones below it, then its own (never upscaled). */
export function variantWidths(originalWidth: number): number[] {
  return [...VARIANT_WIDTHS.filter((width) => width < originalWidth), originalWidth];
}

export function variantName(base: string, width: number, extension: StoredExtension): string {
  return `${base}.w${width}.${extension}`;
}

export function manifestName(base: string): string {
  return `.${base}.json`;
}

/** Whether a file in the uploads folder belongs to the image with this base (the original, a variant or the manifest). */
export function belongsTo(base: string, fileName: string): boolean {
  return fileName.startsWith(`${base}.`) || fileName === manifestName(base);
}
