// Caddy with deploy/Caddyfile in front of servers on this machine, as the local cluster runs it and
// as the load balancer's own tests start it.
import { spawn, execFile } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { portIsFree, waitReady } from './readiness.mjs';

const caddyfile = fileURLToPath(new URL('../Caddyfile', import.meta.url));
const run = promisify(execFile);

/**
 * The Caddyfile's `{$CADDY_REQUEST_BUFFERING}` for this machine's Caddy: 2.6 (Debian's) must read
 * each request's body before proxying it, or a retry after a refused connection sends the body
 * empty; later versions refuse that subdirective and keep the body for retries themselves.
 */
async function requestBufferingFor() {
  const { stdout } = await run('caddy', ['version']);
  const minor = /^v2\.(\d+)\./.exec(stdout.trim())?.[1];
  return minor !== undefined && Number(minor) < 7 ? 'buffer_requests' : '';
}

/**
 * Caddy on `port` with deploy/Caddyfile, adapted with the upstreams' addresses; no admin endpoint,
 * since nothing reconfigures it. Its configuration and state stay in `workDir`; its output goes to
 * `logFile`, or nowhere without one.
 */
export async function startBalancer({ port, upstreams, workDir, logFile }) {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: choose another CLUSTER_PORT`);
  await mkdir(workDir, { recursive: true });
  const caddyEnv = {
    PATH: process.env.PATH,
    HOME: workDir,
    XDG_CONFIG_HOME: `${workDir}/config`,
    XDG_DATA_HOME: `${workDir}/data`,
    SITE_ADDRESS: `:${port}`,
    APP_UPSTREAMS: upstreams.join(' '),
    CADDY_REQUEST_BUFFERING: await requestBufferingFor().catch(() => ''),
  };
  const { stdout } = await run('caddy', ['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: caddyEnv,
  }).catch((error) => {
    throw new Error(`Caddy could not read deploy/Caddyfile (is the caddy package installed?): ${error.message}`);
  });
  const config = { ...JSON.parse(stdout), admin: { disabled: true } };
  const configFile = `${workDir}/caddy.json`;
  await writeFile(configFile, JSON.stringify(config));
  const child = spawn('caddy', ['run', '--config', configFile], {
    env: caddyEnv,
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  const exited = once(child, 'exit');
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(url, alive, 30_000);
  } catch (error) {
    if (alive()) child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    port,
    pid: child.pid,
    async stop() {
      if (alive()) child.kill('SIGTERM');
      await exited;
    },
  };
}
