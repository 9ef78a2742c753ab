/**
 * `npm run restore -- <archive> [--force]` (in the Docker image: `node api/dist/restore.js`):
 * brings a backup back into an empty shop (backups/restore-command.ts).
 */
import 'reflect-metadata';
import { explainCommandFailure } from './backups/command-failure';
import { restoreCommand } from './backups/restore-command';
import { loadConfig, ormOptions } from './shop';

restoreCommand(process.argv.slice(2), { config: loadConfig(), ormOptions, say: (line) => console.log(line) }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Could not restore the backup: ${explainCommandFailure(error)}`);
    process.exit(1);
  },
);
