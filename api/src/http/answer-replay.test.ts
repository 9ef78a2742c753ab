import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerReplay, MAX_REPLAYED_BODY, replayingServer } from './answer-replay';
import { CachedAnswer, sendCachedAnswer } from './cached-answer';

// A cached read's answer goes out again, byte for byte, to the next identical GET, without
// reaching Fastify; anything that could change the answer sends the request through the stack.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function replayingApp({ maxAgeMs = 60_000 } = {}) {
  const cache = { version: 0, currentVersion: () => cache.version };
  const replay = new AnswerReplay(cache, { maxAgeMs });
  const app = Fastify({ serverFactory: replayingServer(replay), keepAliveTimeout: 4321 });
  apps.push(app);
  let handled = 0;
  let answer = new CachedAnswer(JSON.stringify({ text: 'bread '.repeat(400) }));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-frame-options', 'SAMEORIGIN');
    done();
  });
  app.get('/read', (request, reply) => {
    handled += 1;
    sendCachedAnswer(request, reply.code(200), answer, { replay, version: cache.currentVersion() });
  });
  // A read whose question is in its body, as a GraphQL POST's: the answer shows what was asked.
  for (const path of ['/ask', '/elsewhere']) {
    app.register(async (scope) => {
      if (path === '/ask') scope.addHook('preParsing', replay.answerPostsAt(path));
      scope.post(path, (request, reply) => {
        handled += 1;
        const asked = new CachedAnswer(JSON.stringify({ asked: request.body, text: 'bread '.repeat(400) }));
        sendCachedAnswer(request, reply.code(200), asked, { replay, version: cache.currentVersion() });
      });
    });
  }
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/read`;
  return {
    app,
    url,
    handled: () => handled,
    write(text: string) {
      cache.version += 1;
      answer = new CachedAnswer(JSON.stringify({ text }));
    },
  };
}

async function get(url: string, headers: Record<string, string> = {}, method = 'GET', sentBody?: string) {
  const response = await fetch(url, { headers, method, body: sentBody });
  const body = Buffer.from(await response.arrayBuffer());
  const sent = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers: sent, body };
}

describe('the answer replay', () => {
  it('sends a kept answer again as it went out, without the stack', async () => {
    const shop = await replayingApp();
    const first = await get(shop.url, { 'accept-encoding': 'br' });
    const second = await get(shop.url, { 'accept-encoding': 'br' });
    expect(shop.handled()).toBe(1);
    expect(second).toEqual(first);
    expect(second.headers).toMatchObject({
      'content-encoding': 'br',
      'x-frame-options': 'SAMEORIGIN',
      vary: 'Accept-Language, Accept-Encoding',
      'keep-alive': 'timeout=4',
    });
  });

  it('keeps the server’s timeouts as Fastify sets them', async () => {
    const shop = await replayingApp();
    expect(shop.app.server.keepAliveTimeout).toBe(4321);
  });

  it('answers through the stack when a header the answer depends on differs', async () => {
    const shop = await replayingApp();
    await get(shop.url, { 'accept-encoding': 'br' });
    const plain = await get(shop.url, { 'accept-encoding': 'identity' });
    await get(shop.url, { 'accept-encoding': 'br', 'accept-language': 'ar' });
    await get(shop.url, { 'accept-encoding': 'br', origin: 'https://elsewhere.example' });
    expect(shop.handled()).toBe(4);
    expect(plain.headers['content-encoding']).toBeUndefined();
    await get(shop.url, { 'accept-encoding': 'identity' });
    expect(shop.handled()).toBe(4);
  });

  it('never replays to a request with credentials, a HEAD, or another address', async () => {
    const shop = await replayingApp();
    await get(shop.url);
    await get(shop.url, { authorization: 'Bearer someone' });
    await get(shop.url, {}, 'HEAD');
    await get(`${shop.url}?page=2`);
    expect(shop.handled()).toBe(4);
  });

  it('sends nothing kept before a write', async () => {
    const shop = await replayingApp();
    await get(shop.url);
    shop.write('cake');
    const after = await get(shop.url);
    expect(JSON.parse(after.body.toString())).toEqual({ text: 'cake' });
    expect(shop.handled()).toBe(2);
  });

  it('sends nothing older than the read cache keeps', async () => {
    const shop = await replayingApp({ maxAgeMs: 50 });
    await get(shop.url);
    await new Promise((done) => setTimeout(done, 80));
    await get(shop.url);
    expect(shop.handled()).toBe(2);
  });

  describe('for POSTs at an address that asked for it', () => {
    const ask = (shop: { url: string }, body: string, headers: Record<string, string> = {}, path = '/ask') =>
      get(shop.url.replace('/read', path), { 'content-type': 'application/json', ...headers }, 'POST', body);

    it('sends the answer again to the same body, and reads any other body as it came', async () => {
      const shop = await replayingApp();
      const first = await ask(shop, '{"query":"{ products { id } }"}');
      const second = await ask(shop, '{"query":"{ products { id } }"}');
      expect(shop.handled()).toBe(1);
      expect(second).toEqual(first);
      const other = await ask(shop, '{"query":"{ categories { id } }"}');
      expect(shop.handled()).toBe(2);
      expect(JSON.parse(other.body.toString()).asked).toEqual({ query: '{ categories { id } }' });
    });

    it('leaves big bodies, other types and other addresses to the stack, whole', async () => {
      const shop = await replayingApp();
      const big = JSON.stringify({ query: 'x'.repeat(MAX_REPLAYED_BODY) });
      for (let round = 0; round < 2; round += 1) {
        expect(JSON.parse((await ask(shop, big)).body.toString()).asked.query).toHaveLength(MAX_REPLAYED_BODY);
        await ask(shop, '{"a":1}', { 'content-type': 'text/plain' });
        await ask(shop, '{"a":1}', {}, '/elsewhere');
      }
      expect(shop.handled()).toBe(6);
    });

    it('lets down no one when a client gives up in the middle of its body', async () => {
      const shop = await replayingApp();
      const { port } = new URL(shop.url);
      await new Promise<void>((done) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            'POST /ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"qu',
          );
          setTimeout(() => socket.destroy(), 20);
        });
        socket.on('close', () => done());
      });
      expect((await ask(shop, '{"query":"{ a }"}')).status).toBe(200);
      expect(shop.handled()).toBe(1);
    });
  });
});
