// `npm run build --workspace api`: bundles the server into api/dist with esbuild, so
// production runs plain JavaScript in one Node process (no tsx, no compile at start).
// Packages stay external (node_modules is installed beside it); our own code, with the
// workspace package @crumb/shared (TypeScript sources, which Node would not run), is one file
// per entry point, with a source map for readable stack traces in the log.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  entryPoints: {
    main: 'src/main.ts',
    // Run in a short-lived child process the first time the embedded database is created.
    'create-embedded-database': 'src/database/create-embedded-database.ts',
    // `node api/dist/migrate-uploads.js`: copies DATA_DIR/uploads into the S3 bucket (npm run migrate-uploads).
    'migrate-uploads': 'src/storage/migrate-uploads.ts',
    // `node api/dist/backup.js` and `node api/dist/restore.js <archive>`: npm run backup and npm run restore.
    backup: 'src/backup.ts',
    restore: 'src/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node the package supports (engines); production runs Node 24.
  target: 'node20.19',
  packages: 'external',
  // An alias is applied before `packages` marks a package external, so this one is bundled.
  alias: { '@crumb/shared': fileURLToPath(new URL('../../packages/shared/src', import.meta.url)) },
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  // Class names show in logs and GraphQL type names come from decorators, but keep them anyway.
  keepNames: true,
  logLevel: 'warning',
});
console.log('Built the server into api/dist');
