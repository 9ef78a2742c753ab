import { fittedImageUrl } from '../shared/fitted-image-url';
import { resolveImageUrl } from '../shared/resolve-image-url';

/**
 * The shop's picture for link previews when the page has none a preview can show: the bundled
 * hero illustration as a 1200x630 JPEG (web/public/og-image.jpg, made from
 * assets/default-hero.svg), since WhatsApp, Facebook and X show no SVG.
 */
export const DEFAULT_PREVIEW_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

/** How wide a link preview shows its picture (the size Facebook recommends). */
const PREVIEW_WIDTH = 1200;

const SVG = /\.svg(\?|#|$)/i;

/**
 * The address of the picture a link preview shows for a page, from the page's own picture
 * (a path or full address): an upload in the resized copy near 1200 pixels wide (the server
 * sends a JPEG or PNG copy to fetchers that take no WebP, and the preview stays small enough
 * for WhatsApp), another full address as it is; an SVG or nothing gives the default picture.
 */
export function previewImage(path: string | null | undefined): string {
  const trimmed = path?.trim();
  if (!trimmed || SVG.test(trimmed) || trimmed.startsWith('data:')) return DEFAULT_PREVIEW_IMAGE.path;
  // fittedImageUrl asks for twice the CSS width, for sharp screens.
  return fittedImageUrl(trimmed, PREVIEW_WIDTH / 2) ?? resolveImageUrl(trimmed) ?? DEFAULT_PREVIEW_IMAGE.path;
}
