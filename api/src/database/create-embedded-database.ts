/**
 * Entry point of a short-lived child process: creates a new embedded database in the folder
 * given as its argument, then exits. Creating one (initdb) grows PGlite's WebAssembly memory
 * to about 800 MB, which WebAssembly never gives back; in a child process that memory is
 * returned to the system when it exits, and the server then opens the finished database at
 * a fraction of that.
 */
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: create-embedded-database <data directory>');
  process.exit(2);
}
const db = await PGlite.create({ dataDir });
await db.close();
