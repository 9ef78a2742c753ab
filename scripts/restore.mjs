// `npm run restore -- <archive.tar.gz> [--force]`: builds the server bundle if it is stale, then
// runs its restore command in this process (api/src/restore.ts) on the shop DATABASE_URL or
// DATA_DIR names.
import { buildServerIfStale } from './lib/build-stale.mjs';

await buildServerIfStale('restore.js');
await import('../api/dist/restore.js');
