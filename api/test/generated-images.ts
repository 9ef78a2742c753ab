import sharp from 'sharp';

export type GeneratedFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/**
 * A real image of the given size, made here by sharp (a flat colour, so even a huge one is a
 * small file). `orientation` writes an EXIF orientation tag (6: shown turned a quarter).
 */
export function generatedImage(
  width: number,
  height: number,
  format: GeneratedFormat = 'png',
  orientation?: number,
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 150 } } });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

/** The width, height and format of an image as sharp reads it. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number; format: string }> {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}
