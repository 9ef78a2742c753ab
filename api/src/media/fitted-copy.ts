import type { ImageStorage } from '../storage';
import { imageVariants } from './variants';

/** `?w=` above this is not a thumbnail: the address is served as it is. */
const MAX_FIT_WIDTH = 4000;

/**
 * The resized copy of a stored image that fits `/uploads/<name>?w=<pixels>`: the narrowest copy
 * at least that wide (else the widest), in WebP when the browser accepts it, else in the
 * upload's own format. For the places that show an image small and know nothing of its copies:
 * a cart line (the stored cart keeps only the image's path), the header's logo, the back
 * office's thumbnails. Null when the address asks for no width or the image has no copies (an
 * SVG, demo artwork, an upload not resized yet): the original is served then.
 */
export async function fittedCopyPath(
  storage: ImageStorage,
  url: string,
  accept: string | undefined,
): Promise<string | null> {
  const [path, query] = url.split('?', 2);
  if (!query || !path) return null;
  const width = Number(new URLSearchParams(query).get('w'));
  if (!Number.isInteger(width) || width < 1 || width > MAX_FIT_WIDTH) return null;
  // Stored names are plain hex: an address with escapes names no stored image.
  if (path.includes('%')) return null;
  const image = await imageVariants.describe(storage, path);
  if (!image || image.variants.length === 0) return null;
  const copy = image.variants.find((variant) => variant.width >= width) ?? image.variants.at(-1)!;
  return accept?.includes('image/webp') ? copy.webp : copy.fallback;
}
