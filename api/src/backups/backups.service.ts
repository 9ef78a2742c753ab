import { InvalidInputError, NotFoundError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import { AutomaticBackups, Backup } from './backup.type';
import { isBackupName } from './backup-names';
import type { StoredBackup } from './backup-folder';

const asBackup = (stored: StoredBackup): Backup => Object.assign(new Backup(), stored);

/** The owner's backups: take one now, list them, find one to download, and how they are taken by themselves. */
export const backupsService = {
  async take(ctx: RequestContext): Promise<Backup> {
    const backup = await ctx.request.server.backups.shop.take();
    ctx.log.info({ backup: backup.name, bytes: backup.size, admin: ctx.admin?.id }, 'Took a backup');
    return asBackup(backup);
  },

  /** Newest first. */
  async list(ctx: RequestContext): Promise<Backup[]> {
    return (await ctx.request.server.backups.shop.list()).map(asBackup);
  },

  /** BAD_USER_INPUT for a name no archive could have (a path, say), NOT_FOUND for one the folder lacks. */
  async find(ctx: RequestContext, name: string): Promise<Backup> {
    if (!isBackupName(name))
      throw new InvalidInputError('A backup name looks like crumb-2026-11-28T10-15-30-123Z.tar.gz');
    const found = await ctx.request.server.backups.shop.folder.find(name);
    if (!found) throw new NotFoundError('Backup');
    return asBackup(found);
  },

  async automatic(ctx: RequestContext): Promise<AutomaticBackups> {
    const { shop, schedule } = ctx.request.server.backups;
    return Object.assign(new AutomaticBackups(), {
      everyHours: schedule ? schedule.intervalHours : null,
      keep: shop.keep,
      nextAt: schedule ? await schedule.nextAt() : null,
    });
  },
};
