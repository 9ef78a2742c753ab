import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';
import { unlessLockedElsewhere } from '../database/advisory-lock';
import type { Orm } from '../database/orm';
import type { ImageStorage } from '../storage';
import { BackupFolder } from './backup-folder';
import { BackupSchedule } from './backup-schedule';
import { backupFolderPath } from './backups.config';
import { ShopBackups } from './shop-backups';

declare module 'fastify' {
  interface FastifyInstance {
    backups: {
      shop: ShopBackups;
      /** Null when automatic backups are off (BACKUP_INTERVAL_HOURS=0). */
      schedule: BackupSchedule | null;
    };
  }
}

/** "backup" in ASCII: the advisory lock of the automatic backups, one instance at a time. */
const SCHEDULE_LOCK_KEY = 0x6261636b7570;

/** An overdue automatic backup waits this long after start, so the shop serves first. */
const FIRST_DELAY_MS = 60_000;

export interface BackupsPluginOptions {
  config: AppConfig;
  orm: Orm;
  imageStorage: ImageStorage;
}

/** The shop's backups folder and, unless switched off, its automatic backups. */
export const backupsPlugin = fp<BackupsPluginOptions>(
  async (app, { config, orm, imageStorage }) => {
    const folder = new BackupFolder(backupFolderPath(config));
    const shop = new ShopBackups({ orm, imageStorage }, folder, config.backups.keep);
    const { databaseUrl } = config;
    const intervalMs = config.backups.intervalHours * 3_600_000;
    const schedule =
      intervalMs > 0
        ? new BackupSchedule({
            backups: shop,
            intervalMs,
            firstDelayMs: Math.min(FIRST_DELAY_MS, intervalMs),
            // Instances on one PostgreSQL take turns; the embedded database has one server by construction.
            exclusively: databaseUrl
              ? (run) => unlessLockedElsewhere(databaseUrl, SCHEDULE_LOCK_KEY, run)
              : async (run) => {
                  await run();
                  return true;
                },
            log: app.log,
          })
        : null;
    app.decorate('backups', { shop, schedule });
    schedule?.start();
    // preClose, not onClose: the database closes in an onClose hook, and a backup being taken still reads it.
    app.addHook('preClose', async () => {
      await schedule?.stop();
      await shop.settled();
    });
  },
  { name: 'backups' },
);
