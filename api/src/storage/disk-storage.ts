import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOf } from './content-type';
import { ImageStorageUnavailableError, type ImageStorage, type StoredObject } from './image-storage';
import { assertSafeKey } from './storage-keys';

/** Files being written under a temporary name (see put): never listed, so never served, resized or migrated. */
const PARTIAL_FILE = /^\.partial-[0-9a-f]{16}$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Whether keys under the sub-folder `folder` (no trailing slash) can start with `prefix`. */
const folderMayHold = (folder: string, prefix: string) =>
  `${folder}/`.startsWith(prefix) || prefix.startsWith(`${folder}/`);

/** Images as files under one folder (DATA_DIR/uploads): the default, for one instance. */
export function createDiskStorage(directory: string): ImageStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(directory, ...key.split('/'));
  };

  /** Keys (with their sizes when asked) under the sub-folder `folder` ('' for the top), descending only where `prefix` can match. */
  async function walk(folder: string, prefix: string, withSizes: boolean, into: Map<string, number>): Promise<void> {
    let entries;
    try {
      entries = await readdir(folder ? join(directory, folder) : directory, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (folderMayHold(key, prefix)) await walk(key, prefix, withSizes, into);
      } else if (entry.isFile() && key.startsWith(prefix) && !PARTIAL_FILE.test(entry.name)) {
        into.set(key, withSizes ? (await stat(join(directory, key))).size : 0);
      }
    }
  }

  return {
    description: `the folder ${directory}`,
    directory,

    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: /uploads, a manifest reader or the backfill never sees half a file.
      const partial = join(dirname(path), `.partial-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },

    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async open(key): Promise<StoredObject | null> {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(path),
          length: info.size,
          contentType: contentTypeOf(key),
          etag: undefined,
          lastModified: info.mtime,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async list(prefix = '') {
      const found = new Map<string, number>();
      await walk('', prefix, false, found);
      return [...found.keys()];
    },

    async sizes(prefix = '') {
      const found = new Map<string, number>();
      await walk('', prefix, true, found);
      return found;
    },

    async remove(keys) {
      for (const key of keys) {
        try {
          await unlink(pathOf(key));
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },

    publicUrl: () => null,

    async check() {
      try {
        await mkdir(directory, { recursive: true });
      } catch (error) {
        throw new ImageStorageUnavailableError(
          `The uploads folder ${directory} cannot be created: ${(error as Error).message}`,
        );
      }
    },

    async close() {},
  };
}
