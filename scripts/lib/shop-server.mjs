// The compiled shop (api/dist/main.js, as production runs it) started for a script that measures
// it from outside: scripts/lighthouse.mjs and scripts/bench-catalogue.mjs. Build it first
// (./build-stale.mjs).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './node-flags.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Whether nothing listens on the port yet: else the readiness check below could find another server there. */
function portIsFree(port) {
  return new Promise((answer) => {
    const probe = createServer()
      .once('error', () => answer(false))
      .listen(port, '127.0.0.1', () => probe.close(() => answer(true)));
  });
}

/**
 * Starts the server on `port` with `env` added to this process's environment (DATA_DIR, and
 * DATABASE_URL or '' for the embedded database), and answers once it serves the catalogue.
 * `output`: where its standard output (the log) goes, 'inherit' or 'ignore'. `from`: the checkout
 * whose build runs (another build to compare with, ./baseline-build.mjs), this one by default.
 * `stop()` sends SIGTERM and waits for the process to end.
 */
export async function startShop({ port, env, timeoutMs = 300_000, output = 'inherit', from = root }) {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: choose another one`);
  const childEnv = { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' };
  // An empty DATABASE_URL means the embedded database: the config refuses an empty URL.
  if (!childEnv.DATABASE_URL) delete childEnv.DATABASE_URL;
  // The same Node flags as `npm start`.
  const child = spawn(process.execPath, [...serverNodeFlags(), join(from, 'api', 'dist', 'main.js')], {
    cwd: from,
    env: childEnv,
    stdio: ['ignore', output, 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The shop exited with ${child.exitCode ?? child.signalCode}`);
    if (
      await fetch(`${url}/api/categories`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, stop };
    await new Promise((wait) => setTimeout(wait, 500));
  }
  await stop();
  throw new Error(`The shop did not start within ${Math.round(timeoutMs / 60_000)} minutes`);
}
