/**
 * Image storage: one interface, two drivers, chosen once from the configuration. With S3_BUCKET
 * the images live in that bucket (shared by every instance), else under DATA_DIR/uploads. The
 * rest of the server imports only from here.
 */
import type { AppConfig } from '../config/config';
import { createDiskStorage } from './disk-storage';
import type { ImageStorage } from './image-storage';

export { contentTypeOf } from './content-type';
export { copyImages } from './copy-images';
export { createDiskStorage } from './disk-storage';
export {
  IMAGE_STORAGE_OUTAGE_MESSAGE,
  ImageStorageOutageError,
  ImageStorageUnavailableError,
  type ImageStorage,
} from './image-storage';
export { isSafeKey, isServableKey } from './storage-keys';

/**
 * The storage the configuration asks for, not yet checked. The AWS SDK is loaded only for a
 * bucket: it costs an idle server about 9 MB that a shop on the data folder never needs.
 */
export async function createImageStorage(config: Pick<AppConfig, 'uploadsDir' | 's3'>): Promise<ImageStorage> {
  if (!config.s3) return createDiskStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.s3);
}

/** The configured storage, checked: a missing folder is created, a missing or unreachable bucket fails with a clear message. */
export async function openImageStorage(config: Pick<AppConfig, 'uploadsDir' | 's3'>): Promise<ImageStorage> {
  const storage = await createImageStorage(config);
  try {
    await storage.check();
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}
