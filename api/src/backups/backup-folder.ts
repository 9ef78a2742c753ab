import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { backupName, isBackupName, timeOfBackup } from './backup-names';

/** One archive in the folder. */
export interface StoredBackup {
  name: string;
  /** Bytes. */
  size: number;
  /** When its data was read (from its name). */
  createdAt: Date;
}

/** What link() answers on a file system that has no hard links. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/** A temporary archive this old was left by a backup that never finished (the process died): removed by prune. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

const TEMPORARY = /^\.partial-[0-9a-f]{16}\.tar\.gz$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * The folder the archives are kept in (BACKUP_DIR, DATA_DIR/backups unless set). Only names of
 * the archive shape count: an archive being written has a hidden temporary name, so it is never
 * listed, downloaded or pruned half-written.
 */
export class BackupFolder {
  constructor(readonly path: string) {}

  /** Every archive, newest first. */
  async list(): Promise<StoredBackup[]> {
    let names: string[];
    try {
      names = await readdir(this.path);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const found = await Promise.all(names.filter(isBackupName).map((name) => this.find(name)));
    return found
      .filter((backup): backup is StoredBackup => backup !== null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** The archive of this name, or null when there is none (or the name is not an archive's). */
  async find(name: string): Promise<StoredBackup | null> {
    const createdAt = timeOfBackup(name);
    if (!createdAt) return null;
    try {
      const info = await stat(join(this.path, name));
      return info.isFile() ? { name, size: info.size, createdAt } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Where the archive `name` is; only for a name that isBackupName accepts. */
  pathOf(name: string): string {
    if (!isBackupName(name)) throw new Error(`Not a backup name: ${JSON.stringify(name)}`);
    return join(this.path, name);
  }

  /** A hidden file in the folder to write an archive into before it gets its name (keep). */
  async temporaryPath(): Promise<string> {
    await mkdir(this.path, { recursive: true });
    return join(this.path, `.partial-${randomBytes(8).toString('hex')}.tar.gz`);
  }

  /**
   * Gives the finished archive at `temporary` the name of its time. A hard link never replaces a
   * file: two backups taken in the same millisecond (two instances sharing the folder) get the
   * next free millisecond instead of one overwriting the other.
   */
  async keep(temporary: string, takenAt: Date): Promise<StoredBackup> {
    for (let time = takenAt.getTime(); ; time += 1) {
      const name = backupName(new Date(time));
      const path = join(this.path, name);
      try {
        await link(temporary, path);
        await unlink(temporary);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') continue;
        if (!code || !NO_HARD_LINKS.has(code)) throw error;
        // A file system without hard links (some network shares): a rename, once the name is free.
        if (await this.find(name)) continue;
        await rename(temporary, path);
      }
      const size = (await stat(join(this.path, name))).size;
      return { name, size, createdAt: new Date(time) };
    }
  }

  /**
   * Removes all but the newest `keep` archives, and what backups that never finished left behind;
   * answers the names of the archives removed.
   */
  async prune(keep: number): Promise<string[]> {
    const old = (await this.list()).slice(keep);
    for (const { name } of old) await removeIfThere(join(this.path, name));
    for (const name of await readdir(this.path).catch(() => [] as string[])) {
      if (!TEMPORARY.test(name)) continue;
      const info = await stat(join(this.path, name)).catch(() => null);
      if (info && Date.now() - info.mtimeMs > ABANDONED_AFTER_MS) await removeIfThere(join(this.path, name));
    }
    return old.map(({ name }) => name);
  }
}

async function removeIfThere(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}
