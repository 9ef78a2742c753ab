/** What the stream names: an order placed, its status changed, the order changed. */
const ORDER_EVENT_TYPES = new Set<string | undefined>(['order.placed', 'order.status', 'order.changed']);

/** One order event as GET /api/orders/events sends it. */
export interface OrderEvent {
  id: number;
  type: 'order.placed' | 'order.status' | 'order.changed';
  orderId: number;
  status: string;
  placedAt: string;
  at: string;
}

/** How the stream stands: following, waiting to reconnect, or stopped (signed out, session over). */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface FollowOptions {
  url: string;
  /** The admin's token, read at each (re)connection so a new sign-in is used. */
  token: () => string | null;
  onEvent: (event: OrderEvent) => void;
  /** Connected; `again` after a drop (what was missed is replayed, but lists may refetch anyway). */
  onOpen: (again: boolean) => void;
  onState: (state: StreamState) => void;
  /** Waits before reconnecting: doubling from the first to the last. */
  delaysMs?: { first: number; max: number };
  fetch?: typeof fetch;
}

/** The blocks of a text/event-stream as they complete: `id`, `event` and `data` lines; comments dropped. */
export function sseBlocks(): (chunk: string) => Array<Map<string, string>> {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const blocks: Array<Map<string, string>> = [];
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const fields = new Map<string, string>();
      for (const line of buffer.slice(0, boundary).split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        fields.set(name, fields.has(name) && name === 'data' ? `${fields.get(name)}\n${value}` : value);
      }
      buffer = buffer.slice(boundary + 2);
      if (fields.size > 0) blocks.push(fields);
    }
    return blocks;
  };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows the live orders stream with the admin's token in a header (EventSource cannot send
 * one, and a token in the address would end up in logs). After a drop it reconnects with the
 * last event's id, so the server sends what was missed, once. It stops for good when there is no
 * token, the server refuses it (401, 403) or says to (204), or the session ends. Answers how to
 * stop it.
 */
export function followOrderEvents({
  url,
  token,
  onEvent,
  onOpen,
  onState,
  delaysMs = { first: 1000, max: 15_000 },
  fetch: fetchImpl = fetch,
}: FollowOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let lastEventId: string | null = null;
  let opened = false;
  let delay = delaysMs.first;

  /** Reads one connection until it ends; answers whether to reconnect. */
  const connect = async (): Promise<'again' | 'stop'> => {
    const bearer = token();
    if (!bearer) return 'stop';
    const response = await fetchImpl(url, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${bearer}`,
        ...(lastEventId !== null && { 'last-event-id': lastEventId }),
      },
      cache: 'no-store',
      signal,
    });
    if (response.status === 204 || response.status === 401 || response.status === 403) return 'stop';
    if (!response.ok || !response.body) return 'again';
    onState('live');
    onOpen(opened);
    opened = true;
    delay = delaysMs.first;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const blocks = sseBlocks();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      for (const block of blocks(value)) {
        const type = block.get('event');
        if (type === 'session.expired') return 'stop';
        if (block.has('id')) lastEventId = block.get('id')!;
        if (ORDER_EVENT_TYPES.has(type) && block.has('data')) onEvent(JSON.parse(block.get('data')!) as OrderEvent);
      }
    }
  };

  void (async () => {
    onState('connecting');
    while (!signal.aborted) {
      let next: 'again' | 'stop';
      try {
        next = await connect();
      } catch {
        next = 'again'; // The network dropped, or the server went away: try again.
      }
      if (signal.aborted) return;
      if (next === 'stop') {
        onState('stopped');
        return;
      }
      onState('reconnecting');
      await sleep(delay, signal);
      delay = Math.min(delay * 2, delaysMs.max);
    }
  })();
  return () => controller.abort();
}
