import { join, resolve } from 'node:path';
import { z } from 'zod';
import { configPart, type AppConfig } from '../config/config';

/** How the shop keeps its backups, and how `npm run backup` reaches a running server. */
export interface BackupSettings {
  /** BACKUP_DIR, resolved; unset means DATA_DIR/backups. */
  folder: string | undefined;
  /** Hours between automatic backups; 0: none. */
  intervalHours: number;
  /** How many archives the folder keeps: the newest. */
  keep: number;
  /** CRUMB_URL: the running server `npm run backup` asks first; unset means this machine's PORT. */
  serverUrl: string | undefined;
  /** CRUMB_TOKEN: an owner's bearer token for `npm run backup`, instead of signing in. */
  token: string | undefined;
}

declare module '../config/config' {
  interface FeatureConfig {
    backups: BackupSettings;
  }
}

export const backupsConfig = configPart(
  {
    BACKUP_DIR: z.string().min(1).optional(),
    // Fractions allowed (tests, or a backup every 30 minutes); a year at most.
    BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(8784).default(24),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    CRUMB_URL: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), 'must be an http:// or https:// URL')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    CRUMB_TOKEN: z.string().min(1).optional(),
  },
  ({ BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP, CRUMB_URL, CRUMB_TOKEN }) => ({
    backups: {
      folder: BACKUP_DIR === undefined ? undefined : resolve(BACKUP_DIR),
      intervalHours: BACKUP_INTERVAL_HOURS,
      keep: BACKUP_KEEP,
      serverUrl: CRUMB_URL,
      token: CRUMB_TOKEN,
    },
  }),
);

/** The folder the archives go to: BACKUP_DIR, else DATA_DIR/backups. */
export function backupFolderPath(config: Pick<AppConfig, 'backups' | 'dataDir'>): string {
  return config.backups.folder ?? join(config.dataDir, 'backups');
}
