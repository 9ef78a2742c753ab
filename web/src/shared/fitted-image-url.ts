import { apiOrigin } from './api-origin';
import { resolveImageUrl } from './resolve-image-url';

/**
 * The address of a stored image for a place that shows it at most `cssWidth` pixels wide and
 * knows nothing of its resized copies (a cart line, the header's logo, a back-office
 * thumbnail): the server redirects `?w=` to the copy that fits, twice as wide for sharp
 * screens. Other addresses (full URLs, previews of a chosen file) are used as they are.
 */
export function fittedImageUrl(
  path: string | null | undefined,
  cssWidth: number,
  origin = apiOrigin,
): string | undefined {
  const url = resolveImageUrl(path, origin);
  const stored = path?.trim().startsWith('/uploads/') && !path.includes('?');
  return url && stored ? `${url}?w=${Math.round(cssWidth * 2)}` : url;
}
