import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/database/open-database';
import { Order } from '../src/orders/order.entity';
import { createTestDatabase, type TestDatabase } from './test-database';
import { freePort } from './free-port';

// The real server process (main.ts, as `npm start` runs it, from source), stopped by a signal
// while a request is still arriving.
const tsx = resolve(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const main = resolve(import.meta.dirname, '..', 'src', 'main.ts');

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

async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env(), PORT: String(port), LOG_LEVEL: 'info' };
  if (!database) delete childEnv.DATABASE_URL;
  const child = spawn(tsx, ['--tsconfig', resolve(import.meta.dirname, '..', 'tsconfig.json'), main], { env: childEnv });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (await fetch(`${url}/api/categories`).then((r) => r.ok, () => false)) return { child, url, port, exit, output: () => output };
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
  socket.on('data', (chunk) => (answer += chunk));
  const closed = new Promise<string>((done) => socket.once('close', () => done(answer)));
  const half = Math.floor(body.length / 2);
  socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`);
  return { finish: () => socket.write(body.slice(half)), answer: closed };
}

describe('stopping the server', { timeout: 120_000 }, () => {
  // One server for both cases: starting one on a new embedded database takes a while.
  it('on SIGTERM refuses new connections, lets a request under way finish and keeps its order, cuts one still open after 10 s, and exits 0', async () => {
    const server = await startServer();
    const [product] = (await (await fetch(`${server.url}/api/products`)).json()) as { id: number }[];
    const order = JSON.stringify({
      customerName: 'Layla',
      whatsapp: '+97333334444',
      address: 'Road 1, Manama',
      paymentMethod: 'cash',
      items: [{ productId: product!.id, quantity: 2 }],
    });
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
});
