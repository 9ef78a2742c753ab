import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSubscriber, type ServerMessage, type TestSubscriber } from '../../test/graphql-websocket';
import { createTestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { adminHeaders } from '../../test/admin-session';
import { placeOrder } from '../orders/order-testing';
import { MAX_QUERY_TOKENS } from './query-limits';
import { MAX_SUBSCRIPTIONS_PER_CONNECTION } from './subscription-server';
import { MAX_MESSAGE_BYTES } from './websocket.plugin';

// The WebSocket of /graphql as a stranger may use it: whatever arrives, the connection ends with
// a close code that says why, or the operation with an error that does, and the server serves on.

const t = useTestApp({ admin: true });
let base: string;
const subscribers: TestSubscriber[] = [];

const FOLLOW = 'subscription Follow($after: ID) { orderEvents(after: $after) { id kind } }';

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const subscriber of subscribers) subscriber.close();
});

async function opened(protocol?: string): Promise<TestSubscriber> {
  const subscriber = await openSubscriber(base, protocol);
  subscribers.push(subscriber);
  return subscriber;
}

async function signedIn(): Promise<TestSubscriber> {
  const subscriber = await opened();
  await subscriber.init({ Authorization: t.admin.authorization });
  return subscriber;
}

/** The errors the server answered operation `id` with: an `error` message, or a `next` carrying errors. */
async function errorsOf(
  subscriber: TestSubscriber,
  id: string,
): Promise<Array<{ message: string; extensions?: { code?: string } }>> {
  const started = Date.now();
  for (;;) {
    const found = subscriber.messages.find(
      (message: ServerMessage) => message.id === id && (message.type === 'error' || message.type === 'next'),
    );
    if (found)
      return found.type === 'error' ? (found.payload as never) : ((found.payload as { errors: never }).errors ?? []);
    if (Date.now() - started > 2000) throw new Error(`no answer for ${id}: ${JSON.stringify(subscriber.messages)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stillServing(): Promise<void> {
  const response = await fetch(`${base}/health`);
  expect(response.status).toBe(200);
}

describe('the WebSocket of /graphql', () => {
  it('speaks graphql-transport-ws only: a client offering another subprotocol is not given one', async () => {
    // The old subscriptions-transport-ws protocol: clients fail the handshake themselves (browsers too).
    await expect(openSubscriber(base, 'graphql-ws')).rejects.toThrow(/Server sent no subprotocol/);
    await stillServing();
  });

  it.each([
    ['text that is not JSON', '{"type": "connection_init"'],
    ['a JSON array', '[1, 2]'],
    ['a message without a type', { payload: {} }],
    ['an unknown type', { type: 'hello' }],
    ['a message only a server sends', { type: 'next', id: '1', payload: {} }],
    ['an acknowledgement', { type: 'connection_ack' }],
    ['a binary message', Buffer.from([0, 1, 2, 3])],
  ])('closes the connection with 4400 on %s', async (_what, message) => {
    const subscriber = await opened();
    subscriber.send(message);
    expect(await subscriber.closed()).toMatchObject({ code: 4400 });
  });

  it('closes a connection that subscribes before signing in with 4401, and one that signs in twice with 4429', async () => {
    const early = await opened();
    early.subscribe('1', FOLLOW);
    expect(await early.closed()).toMatchObject({ code: 4401 });

    const twice = await signedIn();
    twice.send({ type: 'connection_init', payload: { Authorization: t.admin.authorization } });
    expect(await twice.closed()).toMatchObject({ code: 4429 });
  });

  it(`closes a connection that sends a message over ${MAX_MESSAGE_BYTES / 1024} KiB with 1009, and serves on`, async () => {
    const subscriber = await signedIn();
    subscriber.subscribe('1', FOLLOW, { after: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect(await subscriber.closed()).toMatchObject({ code: 1009 });
    await stillServing();
    const next = await signedIn();
    next.send({ type: 'ping' });
    await next.received((message) => message.type === 'pong');
  });

  it('answers queries and mutations with an error: they are HTTP requests', async () => {
    const subscriber = await signedIn();
    subscriber.subscribe('query', '{ adminExists }');
    subscriber.subscribe('mutation', 'mutation { logout }');
    for (const id of ['query', 'mutation']) {
      expect(await errorsOf(subscriber, id)).toEqual([
        expect.objectContaining({
          message:
            'This WebSocket answers subscriptions only: send queries and mutations as HTTP requests to /graphql.',
          extensions: { code: 'BAD_REQUEST' },
        }),
      ]);
    }
    expect(subscriber.closing).toBeNull();
  });

  it('answers documents that cannot be read, do not validate or break the limits with an error, not a close', async () => {
    const subscriber = await signedIn();
    const aliases = Array.from({ length: 60 }, (_, index) => `a${index}: id`).join(' ');
    const cases: Array<[string, string, string | undefined, RegExp]> = [
      ['syntax', 'subscription {', undefined, /Syntax Error/],
      ['unknown', 'subscription { nothing }', undefined, /Cannot query field "nothing"/],
      [
        'two',
        'subscription A { orderEvents { id } } subscription B { orderEvents { id } }',
        undefined,
        /several operations/,
      ],
      ['named', 'subscription A { orderEvents { id } }', 'Z', /no operation named "Z"/],
      ['aliases', `subscription { orderEvents { ${aliases} } }`, undefined, /60 aliases; the limit is 50/],
      [
        'tokens',
        `subscription { orderEvents { ${'id '.repeat(MAX_QUERY_TOKENS)} } }`,
        undefined,
        /more th[ae][tn] 5000 tokens/,
      ],
    ];
    for (const [id, query, operationName] of cases) {
      subscriber.send({ type: 'subscribe', id, payload: { query, ...(operationName && { operationName }) } });
    }
    for (const [id, , , message] of cases) {
      const [error] = await errorsOf(subscriber, id);
      expect(error?.message, id).toMatch(message);
      expect(error?.extensions?.code, id).not.toBe('INTERNAL_SERVER_ERROR');
    }
    expect(subscriber.closing).toBeNull();
  });

  it('refuses texts the shop refuses everywhere, naming the variable', async () => {
    const subscriber = await signedIn();
    subscriber.subscribe('nul', FOLLOW, { after: '1\u0000' });
    subscriber.subscribe('line', FOLLOW, { after: '1\n2' });
    subscriber.subscribe('literal', 'subscription { orderEvents(after: "1\\u0007") { id } }');
    for (const id of ['nul', 'line', 'literal']) {
      const [error] = await errorsOf(subscriber, id);
      expect(error, id).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      expect(error!.message, id).toMatch(/after/);
    }
  });

  it('answers a variable of the wrong type with BAD_USER_INPUT', async () => {
    const subscriber = await signedIn();
    subscriber.subscribe('object', FOLLOW, { after: { id: 1 } });
    subscriber.subscribe('list', FOLLOW, { after: [1, 2] });
    for (const id of ['object', 'list']) {
      const [error] = await errorsOf(subscriber, id);
      expect(error?.message, id).toMatch(/Variable "\$after"/);
      expect(error?.extensions?.code, id).toBe('BAD_USER_INPUT');
    }
  });

  it(`keeps at most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} subscriptions open on one connection`, async () => {
    const subscriber = await signedIn();
    for (let index = 0; index <= MAX_SUBSCRIPTIONS_PER_CONNECTION; index++) subscriber.subscribe(String(index), FOLLOW);
    const refused = await errorsOf(subscriber, String(MAX_SUBSCRIPTIONS_PER_CONNECTION));
    expect(refused[0]?.message).toMatch(/At most 10 subscriptions/);
    // Once one is completed, another is taken.
    subscriber.complete('0');
    await new Promise((resolve) => setTimeout(resolve, 100));
    subscriber.subscribe('again', FOLLOW, { after: String(await t.app.orderEvents.relay.latestId()) });
    expect((await placeOrder(t.app)).statusCode).toBe(201);
    const [event] = await subscriber.nextOf('again');
    expect(event!.errors).toBeUndefined();
  });

  it('leaves plain GETs of /graphql to Apollo, and refuses a WebSocket anywhere else', async () => {
    const landing = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    expect(landing.status).toBe(200);
    const query = await fetch(`${base}/graphql?query=${encodeURIComponent('{ adminExists }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await query.json()).toEqual({ data: { adminExists: true } });
    await expect(openSubscriber(`${base}/api`)).rejects.toThrow(/Unexpected server response: 404/);
    await stillServing();
  });
});

describe('a stopping server', () => {
  it('closes its subscribers with 1012 (Service Restart), so they reconnect to another instance', async () => {
    const other = await createTestApp();
    const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const subscriber = await openSubscriber(otherBase);
    await subscriber.init(await adminHeaders(other));
    subscriber.subscribe('live', FOLLOW);
    const stopping = other.close();
    expect(await subscriber.closed()).toMatchObject({ code: 1012 });
    await stopping;
  });
});
