/**
 * `npm run backup` (in the Docker image: `node api/dist/backup.js`): a backup of the whole shop,
 * taken by the running server when one answers, else directly (backups/backup-command.ts).
 */
import 'reflect-metadata';
import { backupCommand } from './backups/backup-command';
import { explainCommandFailure } from './backups/command-failure';
import { loadConfig, ormOptions } from './shop';

backupCommand(process.argv.slice(2), { config: loadConfig(), ormOptions, say: (line) => console.log(line) }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Could not take the backup: ${explainCommandFailure(error)}`);
    process.exit(1);
  },
);
