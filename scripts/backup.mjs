// `npm run backup [-- --out <folder or file.tar.gz>]`: builds the server bundle if it is stale,
// then runs its backup command in this process (api/src/backup.ts): the running server takes the
// backup when one answers, else the command reads the shop itself.
import { buildServerIfStale } from './lib/build-stale.mjs';

await buildServerIfStale('backup.js');
await import('../api/dist/backup.js');
