import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer, type Balancer } from '../../deploy/cluster/balancer.mjs';
import { openEventStream } from '../src/order-events/order-events-testing';
import { placeOrder } from '../src/orders/order-testing';
import { adminHeaders } from './admin-session';
import { freePort } from './free-port';
import { openSubscriber } from './graphql-websocket';
import { createTestApp, type TestApp } from './test-app';

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
  buffer_requests?: boolean;
}

const SECOND = 1_000_000_000; // Caddy's JSON counts durations in nanoseconds

/** Debian's Caddy, which the local cluster runs, closes a POST's body on a refused connection unless told to buffer it. */
const isCaddy26 = version?.startsWith('v2.6.') ?? false;
/** What deploy/cluster/cluster.mjs gives the Caddyfile on this machine. */
const CLUSTER_ENV = {
  SITE_ADDRESS: ':3500',
  APP_UPSTREAMS: '127.0.0.1:3501 127.0.0.1:3502',
  CADDY_REQUEST_BUFFERING: isCaddy26 ? 'buffer_requests' : '',
};

describe.skipIf(!version)(`deploy/Caddyfile on this machine's Caddy (${version ?? 'not installed'})`, () => {
  it('is valid as docker-compose.yml runs it, and as the local cluster does', async () => {
    const compose = await run('caddy', ['validate', '--config', caddyfile, '--adapter', 'caddyfile']);
    expect(compose.stdout + compose.stderr).toContain('Valid configuration');
    const cluster = await run('caddy', ['validate', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { ...process.env, ...CLUSTER_ENV },
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

  it('buffers request bodies only when the environment asks, as the local cluster does on Caddy 2.6', async () => {
    expect((await adapted()).proxy).not.toHaveProperty('buffer_requests');
    expect((await adapted(CLUSTER_ENV)).proxy.buffer_requests).toBe(isCaddy26 ? true : undefined);
  });

  it('takes the address and the replicas from the environment', async () => {
    const { listen, proxy } = await adapted({ SITE_ADDRESS: ':3500', APP_UPSTREAMS: '127.0.0.1:3501 127.0.0.1:3502' });
    expect(listen).toEqual([':3500']);
    expect(proxy.upstreams).toEqual([{ dial: '127.0.0.1:3501' }, { dial: '127.0.0.1:3502' }]);
  });
});

describe.skipIf(!version)('the live orders through deploy/Caddyfile', () => {
  let shop: TestApp;
  let caddy: Balancer | undefined;
  let workDir: string;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp();
    const upstream = (await shop.app.listen({ port: 0, host: '127.0.0.1' })).replace('http://', '');
    token = (await adminHeaders(shop)).authorization.replace(/^Bearer /, '');
    workDir = await mkdtemp(join(tmpdir(), 'crumb-caddy-'));
    // Started as the local cluster starts it: no admin endpoint, its own config folders.
    caddy = await startBalancer({ port: await freePort(), upstreams: [upstream], workDir });
  });
  afterAll(async () => {
    await caddy?.stop();
    await shop?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("passes the GraphQL subscription's WebSocket through: an order placed arrives within two seconds", async () => {
    const subscriber = await openSubscriber(caddy!.url);
    try {
      await subscriber.init({ Authorization: `Bearer ${token}` });
      const after = String(await shop.app.orderEvents.relay.latestId());
      subscriber.subscribe('live', 'subscription ($after: ID) { orderEvents(after: $after) { kind orderId } }', {
        after,
      });
      const { orderId } = (await placeOrder(shop.app)).json<{ orderId: number }>();
      const [event] = await subscriber.nextOf<{ orderEvents: { kind: string; orderId: string } }>('live', 1, 2000);
      expect(event!.data!.orderEvents).toEqual({ kind: 'placed', orderId: String(orderId) });
    } finally {
      subscriber.close();
    }
  });

  it('passes the Server-Sent Events stream through at once, unbuffered', async () => {
    const after = String(await shop.app.orderEvents.relay.latestId());
    const stream = await openEventStream(caddy!.url, token, after);
    try {
      expect(stream.status).toBe(200);
      const { orderId } = (await placeOrder(shop.app)).json<{ orderId: number }>();
      const [event] = await stream.waitFor(1, 2000);
      expect(event).toMatchObject({ type: 'order.placed', data: { orderId } });
    } finally {
      stream.close();
    }
  });
});
