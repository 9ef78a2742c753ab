import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoot } from '../config/install-paths';
import { acquireDirectoryLock } from './directory-lock';

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which
 * never shrinks: for a bakery's catalogue 16 MB holds every hot page, and the server's
 * resident memory drops by about 120 MB (docs/benchmarks.md, Memory).
 */
const SHARED_BUFFERS_PARAMS = ['-c', 'shared_buffers=16MB'];

export interface EmbeddedPostgres {
  /** A postgres:// URL on a loopback port that the ordinary driver connects to. */
  url: string;
  /**
   * The database's files as one tar archive, which startEmbeddedPostgresCopy starts a copy of.
   * The test run makes one new database this way and gives every test file a copy.
   */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * PostgreSQL compiled to WebAssembly (PGlite), served over the wire protocol on a loopback
 * port, so the server uses the very same driver and migrations as with a real PostgreSQL.
 * With a directory the data survives restarts; without one it lives in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  let releaseLock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite has no locking of its own: two servers on one directory would corrupt it.
    releaseLock = acquireDirectoryLock(dataDir);
  }
  try {
    if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await createInChildProcess(dataDir);
    return await serve(dataDir ? { dataDir } : {}, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * An in-memory database that starts as a copy of `dump` (EmbeddedPostgres.dump). Creating a
 * database runs initdb, which takes seconds of CPU; unpacking a copy takes a fraction of one.
 */
export function startEmbeddedPostgresCopy(dump: Blob): Promise<EmbeddedPostgres> {
  return serve({ loadDataDir: dump }, () => {});
}

/** PGlite on a data folder or a dump, served on a loopback port; stop() also releases the lock. */
async function serve(
  where: { dataDir?: string; loadDataDir?: Blob },
  releaseLock: () => void,
): Promise<EmbeddedPostgres> {
  // Loaded here, not at the module's top: a server on DATABASE_URL never loads PGlite.
  const [{ PGlite }, { PGLiteSocketServer }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-socket'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const db = await PGlite.create({
    ...where,
    // Compiled separately from PGlite's core and loaded into its file system at each start:
    // the catalogue search's trigram matching and index (Migration20261126200000_product_search).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...SHARED_BUFFERS_PARAMS],
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres`,
    async dump() {
      // Pages changed since the last checkpoint may still sit in shared buffers, not in the files.
      await db.exec('CHECKPOINT');
      return db.dumpDataDir('none');
    },
    async stop() {
      await server.stop();
      await db.close();
      releaseLock();
    },
  };
}

/** Tries before giving up: creating is CPU- and memory-hungry and can fail on a loaded machine. */
const CREATE_ATTEMPTS = 2;

/**
 * Creates the database in a folder beside dataDir and moves it in only once complete, so a
 * failed or interrupted creation never leaves a half-made database behind (which the next
 * start would take for a finished one).
 */
async function createInChildProcess(dataDir: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const staging = `${resolve(dataDir)}.creating-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    try {
      await runCreateChild(staging);
      for (const entry of readdirSync(staging)) renameSync(join(staging, entry), join(dataDir, entry));
      return;
    } catch (error) {
      if (attempt >= CREATE_ATTEMPTS) throw error;
      console.warn(`${(error as Error).message}; trying once more`);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
}

/**
 * Runs create-embedded-database beside this module: the bundled .js in production, the .ts
 * source through tsx in development and tests.
 */
async function runCreateChild(dataDir: string): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const fromSource = extname(self) === '.ts';
  const entry = fileURLToPath(new URL(`create-embedded-database${fromSource ? '.ts' : '.js'}`, import.meta.url));
  const args = [...(fromSource ? ['--import', 'tsx'] : []), entry, dataDir];
  // From the api folder, so `--import tsx` finds the package wherever the server was started.
  const status = await new Promise<number>((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: apiRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
  if (status !== 0) throw new Error(`Creating the embedded database failed (exit ${status})`);
}
