import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './collect-when-idle';

// The server collects its heap once per quiet spell after serving, never while requests come in.

const IDLE_MS = 40;
const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function idleCollectingApp() {
  const collect = vi.fn();
  const app = Fastify();
  app.get('/', () => ({ ok: true }));
  collectWhenIdle(app, { idleMs: IDLE_MS, collect });
  apps.push(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // Over HTTP: requests are counted as the server receives them.
  const get = async () => void (await (await fetch(url)).text());
  return { app, collect, get };
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('collecting when idle', () => {
  it('collects once after requests stop, and not again while nothing comes', async () => {
    const { collect, get } = await idleCollectingApp();
    await get();
    await wait(IDLE_MS * 4);
    expect(collect).toHaveBeenCalledTimes(1);
    await wait(IDLE_MS * 4);
    expect(collect).toHaveBeenCalledTimes(1);
    await get();
    await wait(IDLE_MS * 4);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('never collects while requests keep coming, nor before the first', async () => {
    const { collect, get } = await idleCollectingApp();
    await wait(IDLE_MS * 3);
    for (const started = Date.now(); Date.now() - started < IDLE_MS * 5;) {
      await get();
      await wait(IDLE_MS / 4);
    }
    expect(collect).not.toHaveBeenCalled();
  });

  it('makes V8’s collector callable without a command-line flag', async () => {
    const app = Fastify();
    apps.push(app);
    expect(() => collectWhenIdle(app)).not.toThrow();
  });
});
