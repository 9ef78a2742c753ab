import { describe, expect, it } from 'vitest';
import {
  followOrderEvents,
  sseBlocks,
  type FollowOptions,
  type OrderEvent,
  type StreamState,
} from './order-event-stream';

const event = (id: number, type: OrderEvent['type'] = 'order.placed'): OrderEvent => ({
  id,
  type,
  orderId: 100 + id,
  status: 'pending',
  placedAt: '2026-11-27T09:00:00.000Z',
  at: '2026-11-27T09:00:00.000Z',
});
const sse = (...events: OrderEvent[]) =>
  events.map((e) => `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join('');

/** A response whose body is `text`, then ends (the server went away). */
const streamed = (text: string, status = 200) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status, headers: { 'content-type': 'text/event-stream' } },
  );

/** Follows the stream with the token 'secret', trying again at once; the test gives what it watches. */
const follow = (options: Partial<FollowOptions>) =>
  followOrderEvents({
    url: '/api/orders/events',
    token: () => 'secret',
    onEvent: () => {},
    onOpen: () => {},
    onState: () => {},
    delaysMs: { first: 1, max: 1 },
    ...options,
  });

const until = async (ready: () => boolean) => {
  for (let i = 0; i < 200 && !ready(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(ready()).toBe(true);
};

describe('reading a text/event-stream', () => {
  it('gives each complete block once, across chunks, without comments', () => {
    const read = sseBlocks();
    expect(read(': heartbeat\n\nid: 1\nevent: order.pla')).toEqual([]);
    const [block] = read('ced\ndata: {"a":1}\n\n');
    expect(Object.fromEntries(block!)).toEqual({ id: '1', event: 'order.placed', data: '{"a":1}' });
  });
});

describe('following the live orders', () => {
  it('sends the token in a header, and after a drop reconnects with the last id so nothing is missed or repeated', async () => {
    const asked: Array<Record<string, string>> = [];
    const answers = [streamed(sse(event(1), event(2))), streamed(sse(event(3, 'order.status')))];
    const received: number[] = [];
    const opens: boolean[] = [];
    const stop = follow({
      onEvent: (e) => received.push(e.id),
      onOpen: (again) => opens.push(again),
      fetch: async (_url, init) => {
        asked.push(init!.headers as Record<string, string>);
        return answers.shift() ?? new Response(null, { status: 204 });
      },
    });
    await until(() => received.length === 3 && asked.length === 3);
    stop();
    expect(received).toEqual([1, 2, 3]);
    expect(asked[0]).toMatchObject({ authorization: 'Bearer secret' });
    expect(asked[0]).not.toHaveProperty('last-event-id');
    expect(asked[1]).toMatchObject({ 'last-event-id': '2' });
    expect(asked[2]).toMatchObject({ 'last-event-id': '3' });
    expect(opens).toEqual([false, true]);
  });

  it('keeps trying while the server is down, and stops for good when the token is refused or the session ends', async () => {
    const states: StreamState[] = [];
    let calls = 0;
    follow({
      onState: (state) => states.push(state),
      fetch: async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return new Response(null, { status: 401 });
      },
    });
    await until(() => states.at(-1) === 'stopped');
    expect(calls).toBe(3);
    expect(states).toEqual(['connecting', 'reconnecting', 'reconnecting', 'stopped']);

    const ended: StreamState[] = [];
    follow({
      onState: (state) => ended.push(state),
      fetch: async () => streamed('event: session.expired\ndata: {}\n\n'),
    });
    await until(() => ended.at(-1) === 'stopped');
    expect(ended).toEqual(['connecting', 'live', 'stopped']);
  });
});
