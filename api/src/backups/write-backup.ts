import type { Orm } from '../database/orm';
import type { ImageStorage } from '../storage';
import { writeArchive, type ArchiveWriter } from './archive-file';
import type { BackupFolder, StoredBackup } from './backup-folder';
import { IMAGES_FOLDER, MANIFEST_ENTRY, newManifest } from './backup-manifest';
import { dumpDatabase } from './database-dump';

/** What a backup is taken of. */
export interface BackupSources {
  orm: Orm;
  imageStorage: ImageStorage;
}

/** Copies every stored file not yet in the archive into it; a file removed since it was listed is skipped. */
async function addImages(storage: ImageStorage, archive: ArchiveWriter, copied: Set<string>): Promise<void> {
  for (const key of (await storage.list()).sort()) {
    if (copied.has(key)) continue;
    const bytes = await storage.read(key);
    if (!bytes) continue;
    await archive.add(`${IMAGES_FOLDER}${key}`, bytes);
    copied.add(key);
  }
}

/**
 * Takes a backup of the whole shop into `folder`: the stored files, the database's rows as of
 * one moment, then the files stored meanwhile, then the manifest. Images are stored before the
 * rows that name them are committed and removed only after the rows that named them are gone,
 * so copying them before the rows are read and again after holds every file the rows name, even
 * when the owner replaces a picture during the backup. The archive gets its name (the moment
 * the rows were read) only once complete.
 */
export async function writeBackup({ orm, imageStorage }: BackupSources, folder: BackupFolder): Promise<StoredBackup> {
  const temporary = await folder.temporaryPath();
  const archive = writeArchive(temporary, new Date());
  try {
    const copied = new Set<string>();
    await addImages(imageStorage, archive, copied);
    const dump = await dumpDatabase(orm, (name, body) => archive.add(name, body));
    await addImages(imageStorage, archive, copied);
    const manifest = newManifest({
      createdAt: dump.takenAt.toISOString(),
      migration: dump.migration,
      tables: dump.tables,
      sequences: dump.sequences,
      images: copied.size,
    });
    await archive.add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await archive.finish();
    return await folder.keep(temporary, dump.takenAt);
  } catch (error) {
    await archive.abort();
    throw error;
  }
}
