import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { acquireDirectoryLock } from './directory-lock';

export interface EmbeddedPostgres {
  /** A postgres:// URL on a loopback port that the ordinary driver connects to. */
  url: string;
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
    const db = await PGlite.create(dataDir ? { dataDir } : {});
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    return {
      url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres`,
      async stop() {
        await server.stop();
        await db.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
