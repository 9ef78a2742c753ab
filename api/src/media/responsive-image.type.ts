import { Field, Int, ObjectType } from 'type-graphql';
import type { ImageVariant as ImageVariantData, ResponsiveImageData } from './variants';

@ObjectType({ description: 'One width of a stored image.' })
export class ImageVariant implements ImageVariantData {
  @Field(() => Int)
  width!: number;

  @Field(() => String, { description: 'Path under /uploads of the WebP copy.' })
  webp!: string;

  @Field(() => String, {
    description:
      'Path under /uploads of the copy in the format of the upload (PNG, JPEG, GIF or WebP), for browsers without WebP.',
  })
  fallback!: string;
}

@ObjectType({ description: 'A stored image resized for `srcset`: its size and its copies.' })
export class ResponsiveImage implements ResponsiveImageData {
  @Field(() => Int, { description: "The original's width in pixels, as shown (after EXIF orientation)." })
  width!: number;

  @Field(() => Int, { description: "The original's height in pixels, as shown." })
  height!: number;

  @Field(() => [ImageVariant], {
    description: 'Narrowest first; the last is as wide as the original (never enlarged).',
  })
  variants!: ImageVariant[];
}

/** The description of every image field that has one. */
export const RESPONSIVE_IMAGE_DESCRIPTION =
  'The resized copies of the image beside it, for srcset; null for a full URL, an SVG, or an upload not resized yet.';
