import type { ResponsiveImageFieldsFragment } from '@crumb/shared/shared-operations';
import { apiOrigin } from './api-origin';
import { resolveImageUrl } from './resolve-image-url';

/** The `srcset` candidates of a stored image and the original's size, ready for `<picture>`. */
export interface ResponsiveSources {
  webpSrcSet: string;
  fallbackSrcSet: string;
  width: number;
  height: number;
}

const srcSet = (entries: Array<{ url: string | undefined; width: number }>) =>
  entries.map(({ url, width }) => `${url} ${width}w`).join(', ');

/**
 * The copies the server made of the image at `src` (its GraphQL `...Info` field), as srcsets.
 * Null when there are none (a full URL, an SVG, an upload not resized yet) or when they belong
 * to another image: a page may show something else in its place, such as the phone's own hero.
 */
export function responsiveSources(
  src: string | null | undefined,
  info: ResponsiveImageFieldsFragment | null | undefined,
  origin = apiOrigin,
): ResponsiveSources | null {
  const variants = info?.variants ?? [];
  const stem = src?.trim().replace(/\.[a-z]+$/i, '.');
  if (!info || !stem || variants.length === 0 || !variants.every((variant) => variant.webp.startsWith(stem)))
    return null;
  return {
    webpSrcSet: srcSet(
      variants.map((variant) => ({ url: resolveImageUrl(variant.webp, origin), width: variant.width })),
    ),
    fallbackSrcSet: srcSet(
      variants.map((variant) => ({ url: resolveImageUrl(variant.fallback, origin), width: variant.width })),
    ),
    width: info.width,
    height: info.height,
  };
}
