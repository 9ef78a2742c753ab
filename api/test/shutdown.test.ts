import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/shop';
import { openDatabase } from '../src/shop';
import { Order } from '../src/orders/order.entity';
import { orderPayload } from '../src/orders/order-testing';
import { createTestDatabase, type TestDatabase } from './test-database';
import { freePort } from './free-port';

// The real server process (main.ts, as `npm start` runs it, from source), stopped by a signal.
// Node itself runs it with tsx as a loader: the tsx command would stand between the signal and
// the server, and kills a server whose busy event loop does not acknowledge the signal in 30 ms.
const apiRoot = resolve(import.meta.dirname, '..');
const main = resolve(apiRoot, 'src', 'main.ts');

interface RunningServer {
  child: ChildProcess;
  url: string;
  port: number;
  exit: Promise<number | null>;
  output: () => string;
}

let dataDir: string;
let database: TestDatabase | undefined;
const env = () => ({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'crumb-stop-'));
  database = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
});
afterEach(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  // As deployed (the Docker image sets NODE_ENV=production): libraries act on it, signals included.
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env(),
    PORT: String(port),
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    ...extraEnv,
  };
  if (!database) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', main], { cwd: apiRoot, env: childEnv });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (
      await fetch(`${url}/api/categories`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url, port, exit, output: () => output };
    await new Promise((wait) => setTimeout(wait, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${output}`);
}

/** Sends a request's head and the first part of its body; the rest goes when asked for. */
function startRequest(port: number, method: string, path: string, body: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<string>((done) => socket.once('close', () => done(answer)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return { finish: () => socket.write(body.slice(half)), answer: closed };
}

/** What became of one request: its status once the whole answer was read, or the error's code. */
interface Outcome {
  path: string;
  result: number | string;
  /** When the answer was complete (or the request failed). */
  at: number;
}

async function send(url: string, method: string, path: string, body?: string): Promise<Outcome> {
  const headers: Record<string, string> =
    method === 'POST' ? { 'content-type': 'application/json' } : { accept: 'text/html,application/json' };
  try {
    const response = await fetch(`${url}${path}`, { method, headers, body });
    await response.arrayBuffer(); // a cut answer fails here
    return { path, result: response.status, at: Date.now() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { path, result: cause?.code ?? cause?.message ?? String(error), at: Date.now() };
  }
}

describe('stopping the server', { timeout: 120_000 }, () => {
  it('on SIGTERM in the middle of a burst answers every request already sent (none is reset) and exits as soon as the last answer is out', async () => {
    const server = await startServer();
    const [product] = (await (await fetch(`${server.url}/api/products`)).json()) as { id: number }[];
    const order = JSON.stringify(orderPayload([{ productId: product!.id, quantity: 1 }], { customerName: 'Burst' }));
    // Page views, REST reads and an order placement, each on a connection of its own.
    const calls: Array<[string, string, string?]> = [
      ['GET', '/'],
      ['GET', '/products'],
      ['GET', '/api/products'],
      ['GET', '/api/categories'],
      ['GET', '/api/settings'],
      ['POST', '/api/orders', order],
    ];
    const burst = Promise.all(Array.from({ length: 50 }, (_, i) => send(server.url, ...calls[i % calls.length]!)));
    const exited = server.exit.then((code) => ({ code, at: Date.now() }));
    await new Promise((wait) => setTimeout(wait, 40));
    server.child.kill('SIGTERM');

    const outcomes = await burst;
    const { code: exitCode, at: exitedAt } = await exited;
    // A full answer, or a connection refused once the port was closed: never a connection reset.
    expect(
      outcomes.filter((outcome) => typeof outcome.result !== 'number' && outcome.result !== 'ECONNREFUSED'),
    ).toEqual([]);
    expect(outcomes.some((outcome) => typeof outcome.result === 'number')).toBe(true);
    expect(exitCode).toBe(0);
    // Not the grace period: the last answer out, the process ends.
    const lastAnswer = Math.max(...outcomes.map((outcome) => outcome.at));
    expect(exitedAt - lastAnswer).toBeLessThan(1000);
    expect(server.output()).not.toContain('closing their connections');

    // Every order answered 201 was stored before the database closed.
    const placed = outcomes.filter((outcome) => outcome.path === '/api/orders' && outcome.result === 201).length;
    const reopened = await openDatabase(loadConfig(env()));
    try {
      expect(await reopened.orm.em.fork().count(Order, { customerName: 'Burst' })).toBe(placed);
    } finally {
      await reopened.close();
    }
  });

  // Starting a server on a new embedded database takes a while: one server for every step of this case.
  it('on SIGTERM refuses new connections, lets a request under way finish and keeps its order, cuts one still open after 10 s, and exits 0', async () => {
    const server = await startServer();
    const [product] = (await (await fetch(`${server.url}/api/products`)).json()) as { id: number }[];
    const order = JSON.stringify(orderPayload([{ productId: product!.id, quantity: 2 }]));
    const finishing = startRequest(server.port, 'POST', '/api/orders', order);
    const stuck = startRequest(server.port, 'POST', '/api/orders', JSON.stringify({ customerName: 'never finished' }));
    await new Promise((wait) => setTimeout(wait, 300));

    const asked = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((wait) => setTimeout(wait, 500));
    await expect(fetch(`${server.url}/api/categories`)).rejects.toThrow();

    finishing.finish();
    const answer = await finishing.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    const { orderId } = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { orderId: number };

    expect(await server.exit).toBe(0);
    const took = Date.now() - asked;
    expect(took).toBeGreaterThanOrEqual(9_000);
    expect(took).toBeLessThan(20_000);
    expect(await stuck.answer).not.toMatch(/^HTTP\/1\.1 2/);
    expect(server.output()).toContain('closing their connections');

    const reopened = await openDatabase(loadConfig(env()));
    try {
      expect(await reopened.orm.em.fork().count(Order, { id: orderId })).toBe(1);
    } finally {
      await reopened.close();
    }
  });

  it('behind a load balancer, drains first: not ready, yet serving everything, for SHUTDOWN_DRAIN_SECONDS', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: '2' });
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);

    const asked = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((wait) => setTimeout(wait, 500));
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable' });
    // Still serving, on new connections too, while the balancer notices.
    expect((await fetch(`${server.url}/api/categories`)).status).toBe(200);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);

    expect(await server.exit).toBe(0);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(2_000);
    expect(server.output()).toContain('not ready from now on');
  });
});
