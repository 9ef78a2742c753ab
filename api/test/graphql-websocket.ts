import { WebSocket, type RawData } from 'ws';

/** A message of the graphql-transport-ws protocol as the server sent it. */
export interface ServerMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

/** A `next` message's payload: one execution result. */
export interface NextPayload<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** How the connection ended: its close frame's code and reason. */
export interface Closing {
  code: number;
  reason: string;
}

/**
 * A raw client of /graphql's WebSocket, speaking the protocol by hand so a test sees every
 * message and close code, and can send what no client library would.
 */
export interface TestSubscriber {
  messages: ServerMessage[];
  /** Set once the connection has closed. */
  closing: Closing | null;
  send(message: unknown): void;
  /** connection_init with these params; resolves with the ack, or rejects with how the server closed. */
  init(params?: Record<string, unknown> | null): Promise<ServerMessage>;
  subscribe(id: string, query: string, variables?: Record<string, unknown>): void;
  complete(id: string): void;
  /** The `next` payloads of operation `id` once there are `count`, or rejects after `ms`. */
  nextOf<TData = Record<string, unknown>>(id: string, count?: number, ms?: number): Promise<Array<NextPayload<TData>>>;
  /** The first message of operation `id` of this type (`error`, `complete`), or rejects after `ms`. */
  messageOf(id: string, type: string, ms?: number): Promise<ServerMessage>;
  /** The first message that `matches`, or rejects after `ms`. */
  received(matches: (message: ServerMessage) => boolean, ms?: number): Promise<ServerMessage>;
  /** How the connection closed, once it has, or rejects after `ms`. */
  closed(ms?: number): Promise<Closing>;
  close(): void;
}

const until = async <T>(found: () => T | undefined, ms: number, what: () => string): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error(`${what()} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Opens ws://…/graphql on the listening server at `base` (http://host:port), offering `protocol`. */
export async function openSubscriber(base: string, protocol = 'graphql-transport-ws'): Promise<TestSubscriber> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, protocol);
  const messages: ServerMessage[] = [];
  let closing: Closing | null = null;
  socket.on('message', (data: RawData) =>
    messages.push(JSON.parse((data as Buffer).toString('utf8')) as ServerMessage),
  );
  socket.on('close', (code: number, reason: Buffer) => {
    closing = { code, reason: reason.toString() };
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closedOrThrow = (what: string) => () => (closing ? `${what}: closed ${JSON.stringify(closing)}` : what);
  const subscriber: TestSubscriber = {
    messages,
    get closing() {
      return closing;
    },
    send(message) {
      socket.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message));
    },
    async init(params) {
      subscriber.send({ type: 'connection_init', ...(params !== undefined && { payload: params }) });
      return until(
        () => {
          if (closing) throw new Error(`closed before the ack: ${JSON.stringify(closing)}`);
          return messages.find((message) => message.type === 'connection_ack');
        },
        2000,
        () => 'no connection_ack',
      );
    },
    subscribe(id, query, variables) {
      subscriber.send({ type: 'subscribe', id, payload: { query, ...(variables && { variables }) } });
    },
    complete(id) {
      subscriber.send({ type: 'complete', id });
    },
    nextOf<TData>(id: string, count = 1, ms = 2000) {
      const nexts = () =>
        messages.filter((message) => message.id === id && message.type === 'next').map((message) => message.payload);
      return until(
        () => (nexts().length >= count ? (nexts() as Array<NextPayload<TData>>) : undefined),
        ms,
        closedOrThrow(`${nexts().length} of ${count} next messages for ${id}`),
      );
    },
    messageOf(id, type, ms = 2000) {
      return subscriber.received((message) => message.id === id && message.type === type, ms);
    },
    received(matches, ms = 2000) {
      return until(() => messages.find(matches), ms, closedOrThrow('no such message'));
    },
    closed(ms = 2000) {
      return until(
        () => closing ?? undefined,
        ms,
        () => 'the connection did not close',
      );
    },
    close() {
      socket.terminate();
    },
  };
  return subscriber;
}
