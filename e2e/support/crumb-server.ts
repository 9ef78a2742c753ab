import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../api/test/test-database';
import { freePort } from '../../api/test/free-port';

const root = resolve(import.meta.dirname, '..', '..');

export interface CrumbServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/categories`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer within 90 s:\n${output()}`);
}

/**
 * The real server as `npm start` runs it (compiled, built client, migrations, demo seed), on a free port
 * with a data folder of its own, and on a fresh database of DATABASE_URL's server when set; `env`
 * adds to its environment (a fixed clock, say).
 */
export async function startCrumbServer({ env: extraEnv = {} }: { env?: NodeJS.ProcessEnv } = {}): Promise<CrumbServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crumb-e2e-'));
  const database: TestDatabase | undefined = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // No automatic backup a minute in: the dashboard's backup line reads the same in every run.
    BACKUP_INTERVAL_HOURS: '0',
    ...extraEnv,
  };
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;

  // The compiled server `npm start` runs; `npm test` builds it (with the web client) first.
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], { cwd: root, env });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
