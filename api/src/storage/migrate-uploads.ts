/**
 * `npm run migrate-uploads` (in the Docker image: `node api/dist/migrate-uploads.js`): copies
 * every file of DATA_DIR/uploads, demo artwork and manifests included, into the bucket S3_*
 * configures, so a shop moving to S3 keeps every image it stored. Files the bucket already
 * holds with the same size are skipped: it can be run again.
 */
import { ConfigError, loadConfigWith } from '../config/config';
import { copyImages, createDiskStorage, ImageStorageUnavailableError, openImageStorage } from './index';

async function migrateUploads(): Promise<void> {
  // Only the plumbing's settings (DATA_DIR, S3_*) matter here: no feature's part is read.
  const config = loadConfigWith([]);
  if (!config.s3) {
    throw new ConfigError(
      'S3_BUCKET is not set: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) to the bucket the images go to.',
    );
  }
  const folder = createDiskStorage(config.uploadsDir);
  // With S3_BUCKET set this is the bucket, checked: a missing one stops here with its own message.
  const bucket = await openImageStorage(config);
  try {
    console.log(`Copying the images of ${folder.description} into ${bucket.description}…`);
    const { copied, skipped } = await copyImages(folder, bucket);
    console.log(`Copied ${copied} files; ${skipped} were already in the bucket.`);
  } finally {
    await bucket.close();
  }
}

migrateUploads().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ImageStorageUnavailableError)
    console.error(`Could not migrate the uploads: ${error.message}`);
  else console.error('Could not migrate the uploads:', error);
  process.exit(1);
});
