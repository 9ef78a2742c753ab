// A Redis and a PostgreSQL server of the test's own, on ports of its own, for the faults that
// stop them: the machine's shared servers serve other tests and must never go away.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));
const POSTGRES_BIN = process.env.POSTGRES_BIN || '/usr/lib/postgresql/15/bin';

async function waitFor(what, answers, timeoutMs = 20_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    if (await answers().catch(() => false)) return;
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/** Why the own servers cannot run here, or undefined when they can. */
export async function missingOwnServices() {
  try {
    await run('redis-server', ['--version']);
  } catch {
    return 'redis-server is not installed';
  }
  if (!existsSync(join(POSTGRES_BIN, 'initdb'))) return `PostgreSQL's initdb is not in ${POSTGRES_BIN} (POSTGRES_BIN)`;
  if (userInfo().uid === 0) {
    try {
      await run('runuser', ['-u', 'postgres', '--', 'true']);
    } catch {
      return 'running as root without a postgres user for initdb';
    }
  }
  return undefined;
}

/** A Redis that keeps nothing on disk, restarted empty as a crashed one comes back. */
export function ownRedis(port) {
  let child;
  const self = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await waitFor('Redis', async () =>
        (await run('redis-cli', ['-p', String(port), 'ping'])).stdout.includes('PONG'),
      );
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
  return self;
}

/**
 * A PostgreSQL cluster in a folder of its own (initdb, trust on 127.0.0.1 only), started and
 * stopped with pg_ctl as a restart by an operator would. As root, it runs as the postgres user,
 * since PostgreSQL refuses to run as root.
 */
export async function ownPostgres(port) {
  const folder = await mkdtemp(join(tmpdir(), 'crumb-own-postgres-'));
  const dataDir = join(folder, 'data');
  const asPostgres = async (command, args) => {
    const binary = join(POSTGRES_BIN, command);
    return userInfo().uid === 0 ? run('runuser', ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
  };
  if (userInfo().uid === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout), Number(group));
  }
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
    },
    /** `fast`: the sessions are ended at once, as a restart for an upgrade or a crash of the server does. */
    async stop() {
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    async remove() {
      await this.stop().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
