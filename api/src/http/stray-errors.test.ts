import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectGarbage } from '../../test/collect-garbage';
import { traceRequests } from './stray-errors';

// An error that escapes every handler reaches the process, so the server under test is a
// process of its own (test/fixtures/stray-error-server.ts).
const tsx = resolve(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const fixture = resolve(import.meta.dirname, '..', '..', 'test', 'fixtures', 'stray-error-server.ts');

let child: ReturnType<typeof spawn>;
let base: string;
let output = '';
beforeAll(async () => {
  child = spawn(tsx, [fixture]);
  child.stderr?.on('data', (chunk) => (output += chunk));
  base = await new Promise<string>((done, fail) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /listening (\S+)/.exec(output);
      if (match) done(match[1]!);
    });
    child.once('exit', (code) => fail(new Error(`exited ${code}: ${output}`)));
  });
}, 60_000);
afterAll(() => {
  child.kill();
});

describe('an error that escapes its request', () => {
  it('is answered 500 with {error} to the request it came from, and the server keeps serving', async () => {
    const response = await fetch(`${base}/thrown-later`, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal server error' });
    expect((await fetch(`${base}/alive`)).status).toBe(200);
    expect(child.exitCode).toBeNull();
    // The server logs on its own time: the answer may reach us before the line does.
    await expect.poll(() => output).toMatch(/An error escaped its request \(uncaught exception\); still serving/);
  });

  it('is answered the same way when it is a promise nobody awaits', async () => {
    const response = await fetch(`${base}/rejected-later`, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(500);
    expect((await fetch(`${base}/alive`)).status).toBe(200);
    expect(child.exitCode).toBeNull();
    await expect.poll(() => output).toMatch(/unhandled rejection/);
  });
});

describe('a request once answered', () => {
  it('is not kept by what it started that lives on', async () => {
    const app = Fastify();
    traceRequests(app);
    const livesOn: NodeJS.Timeout[] = [];
    const replies: Array<WeakRef<object>> = [];
    app.get('/starts-a-timer', async (_request, reply) => {
      // Made during the request, so it carries the request's async context, and kept long
      // after it, as a pool keeps a connection or Node keeps an AbortSignal.timeout's timer.
      livesOn.push(setTimeout(() => {}, 60_000).unref());
      replies.push(new WeakRef(reply));
      return { started: true };
    });
    try {
      for (let request = 0; request < 3; request += 1) {
        expect((await app.inject({ method: 'GET', url: '/starts-a-timer' })).statusCode).toBe(200);
      }
      await collectGarbage();

      expect(livesOn).toHaveLength(3);
      expect(replies.filter((reply) => reply.deref() !== undefined)).toHaveLength(0);
    } finally {
      for (const timer of livesOn) clearTimeout(timer);
      await app.close();
    }
  });
});
