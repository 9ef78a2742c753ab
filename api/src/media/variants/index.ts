/**
 * Responsive copies of stored images (WebP and the upload's own format in a few widths). The
 * rest of the server imports only from here: the image service checks and resizes uploads, the
 * GraphQL image fields describe them, the server's start fills in the ones older uploads lack.
 */
export { backfillOnStart } from './backfill-on-start';
export { imageVariants, TOO_MANY_PIXELS_MESSAGE, UNREADABLE_IMAGE_MESSAGE } from './image-variants';
export type { ImageVariant, ResponsiveImageData } from './image-variants';
