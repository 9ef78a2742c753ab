import { execFile, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The load balancer's Caddyfile (deploy/Caddyfile), read by a real Caddy: the one Debian ships
// (2.6), which the local cluster runs, accepts nothing the compose image's newer 2.x refuses.
// CI installs Caddy; a machine without it skips these, saying so.

const run = promisify(execFile);
const caddyfile = resolve(__dirname, '../../deploy/Caddyfile');

function caddyVersion(): string | undefined {
  try {
    return execFileSync('caddy', ['version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}
const version = caddyVersion();

/** Caddy's JSON for the Caddyfile with these environment variables (`{$NAME:default}` placeholders). */
async function adapted(env: Record<string, string> = {}) {
  const { stdout } = await run('caddy', ['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  const config = JSON.parse(stdout) as {
    apps: { http: { servers: Record<string, { listen: string[]; routes: Array<{ handle: ProxyHandler[] }> }> } };
  };
  const [server] = Object.values(config.apps.http.servers);
  if (!server) throw new Error('The Caddyfile adapted to no server');
  const [proxy] = server.routes.flatMap((route) => route.handle);
  if (!proxy) throw new Error('The Caddyfile adapted to no handler');
  return { listen: server.listen, proxy };
}

interface ProxyHandler {
  handler: string;
  upstreams: Array<{ dial: string }>;
  health_checks: { active: { uri: string; interval: number; timeout: number }; passive: { max_fails: number } };
  load_balancing: { selection_policy: { policy: string }; try_duration: number };
}

const SECOND = 1_000_000_000; // Caddy's JSON counts durations in nanoseconds

describe.skipIf(!version)(`deploy/Caddyfile on this machine's Caddy (${version ?? 'not installed'})`, () => {
  it('is valid as docker-compose.yml runs it, and as the local cluster does', async () => {
    const compose = await run('caddy', ['validate', '--config', caddyfile, '--adapter', 'caddyfile']);
    expect(compose.stdout + compose.stderr).toContain('Valid configuration');
    const cluster = await run('caddy', ['validate', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { ...process.env, SITE_ADDRESS: ':3500', APP_UPSTREAMS: '127.0.0.1:3501 127.0.0.1:3502' },
    });
    expect(cluster.stdout + cluster.stderr).toContain('Valid configuration');
  });

  it('balances over the compose replicas by default, checking their readiness and retrying', async () => {
    const { listen, proxy } = await adapted();
    expect(listen).toEqual([':80']);
    expect(proxy.handler).toBe('reverse_proxy');
    expect(proxy.upstreams).toEqual([{ dial: 'crumb-app-1:3001' }, { dial: 'crumb-app-2:3001' }]);
    expect(proxy.health_checks.active).toEqual({ uri: '/health/ready', interval: 5 * SECOND, timeout: 3 * SECOND });
    expect(proxy.health_checks.passive.max_fails).toBe(3);
    expect(proxy.load_balancing.selection_policy.policy).toBe('least_conn');
    expect(proxy.load_balancing.try_duration).toBe(5 * SECOND);
  });

  it('takes the address and the replicas from the environment', async () => {
    const { listen, proxy } = await adapted({ SITE_ADDRESS: ':3500', APP_UPSTREAMS: '127.0.0.1:3501 127.0.0.1:3502' });
    expect(listen).toEqual([':3500']);
    expect(proxy.upstreams).toEqual([{ dial: '127.0.0.1:3501' }, { dial: '127.0.0.1:3502' }]);
  });
});
