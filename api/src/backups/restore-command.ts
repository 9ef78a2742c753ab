import { resolve } from 'node:path';
import type { AppConfig } from '../config/config';
import { BackupRefusedError } from './backup-manifest';
import { openShop, refuseIfInUse, type OrmOptionsFor } from './open-shop';
import { inspectBackup, restoreBackup } from './restore-backup';

export const RESTORE_USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--force]';

export interface CommandContext {
  config: AppConfig;
  ormOptions: OrmOptionsFor;
  /** Where the command's report goes (the console). */
  say: (line: string) => void;
}

/**
 * `npm run restore -- <archive> [--force]`: the archive into the shop DATABASE_URL (else the
 * embedded database in DATA_DIR) and the image storage name. The archive is checked before the
 * target is touched; a target holding a shop is refused unless --force.
 */
export async function restoreCommand(
  args: readonly string[],
  { config, ormOptions, say }: CommandContext,
): Promise<void> {
  const force = args.includes('--force');
  // `--` is npm's, passed on when the script is run without npm.
  const rest = args.filter((arg) => arg !== '--force' && arg !== '--');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) throw new BackupRefusedError(RESTORE_USAGE);
  const archive = resolve(rest[0]!);
  const manifest = await inspectBackup(archive);
  const shop = await openShop(config, ormOptions);
  try {
    await refuseIfInUse(shop);
    const { replaced } = await restoreBackup(archive, shop, { force });
    const count = (table: string) => manifest.tables.find(({ name }) => name === table)?.rows ?? 0;
    say(`Restored ${archive} (taken ${manifest.createdAt}) into ${shop.description}.`);
    say(
      `Restored ${count('order')} orders, ${count('product')} products and ${manifest.images} stored images${replaced ? ', replacing the shop that was there' : ''}.`,
    );
    say('Start the shop as usual (npm start): it migrates the database on to this version first.');
  } finally {
    await shop.close();
  }
}
