import type { Feature } from '../feature/feature';
import { backupsConfig } from './backups.config';
import { backupsPlugin } from './backups.plugin';
import { BackupsResolver } from './backups.resolver';
import { backupsRestRoutes } from './backups.rest';

/**
 * Backups of the whole shop (database and images) in one archive: taken by the owner, by the
 * server itself every BACKUP_INTERVAL_HOURS, or by `npm run backup`; restored by `npm run restore`.
 */
export const backupsFeature: Feature = {
  name: 'backups',
  resolvers: [BackupsResolver],
  restRoutes: backupsRestRoutes,
  config: backupsConfig,
  // A backup changes nothing a shopper reads.
  readCache: { mutationsKeepingCache: ['takeBackup'] },
  services: async (app, { config, orm, imageStorage }) => {
    await app.register(backupsPlugin, { config, orm, imageStorage });
  },
};
