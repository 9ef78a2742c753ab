import type { BackupFolder, StoredBackup } from './backup-folder';
import { writeBackup, type BackupSources } from './write-backup';

/**
 * The shop's backups in its folder: taking one (then keeping only the newest `keep`), listing and
 * finding them. Backups taken at once in this process (the owner's button and the schedule) run
 * one after the other: two would read and write the same things twice over.
 */
export class ShopBackups {
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly sources: BackupSources,
    readonly folder: BackupFolder,
    readonly keep: number,
  ) {}

  take(): Promise<StoredBackup> {
    // `last` never fails: a failed backup is its caller's to hear of, not the next one's.
    const next = this.last.then(() => this.takeNow());
    this.last = next.catch(() => undefined);
    return next;
  }

  private async takeNow(): Promise<StoredBackup> {
    const backup = await writeBackup(this.sources, this.folder);
    await this.folder.prune(this.keep);
    return backup;
  }

  list(): Promise<StoredBackup[]> {
    return this.folder.list();
  }

  /** The newest archive, or null before the first. */
  async newest(): Promise<StoredBackup | null> {
    return (await this.folder.list())[0] ?? null;
  }

  /** Waits for the backup being taken, if any (the server's close). */
  async settled(): Promise<void> {
    await this.last;
  }
}
