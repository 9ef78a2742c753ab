/** The image formats the shop stores, recognised by their first bytes (never by name or claimed type). */
export interface ImageType {
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  mimetype: string;
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

const startsWith = (bytes: Buffer, signature: Buffer, offset = 0) =>
  bytes.length >= offset + signature.length && bytes.subarray(offset, offset + signature.length).equals(signature);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type of these bytes, or null when they are not a PNG, JPEG, GIF or WebP file. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, PNG)) return { extension: 'png', mimetype: 'image/png' };
  if (startsWith(bytes, JPEG)) return { extension: 'jpg', mimetype: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { extension: 'gif', mimetype: 'image/gif' };
  // A RIFF container (size in bytes 4-7) whose form type is WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { extension: 'webp', mimetype: 'image/webp' };
  return null;
}
