import { get, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { placeOrder } from '../orders/order-testing';
import type { OrderEventView } from './order-event-relay';

/** Places an order of the first product over REST, as a shopper would: its id, for the event it makes. */
export async function placedOrderId(app: FastifyInstance): Promise<number> {
  const response = await placeOrder(app);
  expect(response.statusCode).toBe(201);
  return response.json<{ orderId: number }>().orderId;
}

/** Sets an order's status over REST with an admin's headers: the other event a change makes. */
export async function setOrderStatus(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderId: number,
  status: string,
): Promise<void> {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers,
    payload: { status },
  });
  expect(response.statusCode).toBe(200);
}

/** One event as a client reads it off the stream. */
export interface ReadEvent {
  id: string | undefined;
  type: string;
  data: OrderEventView;
}

/** GET /api/orders/events over a real connection, read as it comes. */
export interface OpenEventStream {
  status: number;
  /** Every event read so far, in order. */
  events: ReadEvent[];
  /** Every comment line read so far (heartbeats). */
  comments: string[];
  /** Resolves once `count` events have been read in all, or rejects after `ms`. */
  waitFor(count: number, ms?: number): Promise<ReadEvent[]>;
  /** Resolves when the server ends the stream, or rejects after `ms`. */
  ended(ms?: number): Promise<void>;
  close(): void;
}

/**
 * Opens the stream at `base` with `token`, after `lastEventId` when given. Over node:http rather
 * than fetch: closing it then closes its connection, where fetch's pool would open another one
 * that keeps the server from closing.
 */
export async function openEventStream(
  base: string,
  token: string | null,
  lastEventId?: string,
): Promise<OpenEventStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(
      `${base}/api/orders/events`,
      {
        agent: false,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(lastEventId !== undefined && { 'last-event-id': lastEventId }),
        },
      },
      resolve,
    ).on('error', reject);
  });
  const events: ReadEvent[] = [];
  const comments: string[] = [];
  let done = false;
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else {
          const colon = line.indexOf(':');
          fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
        }
      }
      if (fields.has('data'))
        events.push({
          id: fields.get('id'),
          type: fields.get('event') ?? 'message',
          data: JSON.parse(fields.get('data')!) as OrderEventView,
        });
    }
  });
  response.on('close', () => {
    done = true;
  });
  const until = async (ready: () => boolean, ms: number, what: () => string) => {
    const started = Date.now();
    while (!ready()) {
      if (Date.now() - started > ms) throw new Error(`${what()} within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    status: response.statusCode ?? 0,
    events,
    comments,
    async waitFor(count, ms = 2000) {
      await until(
        () => events.length >= count,
        ms,
        () => `read ${events.length} of ${count} events`,
      );
      return events;
    },
    async ended(ms = 2000) {
      await until(
        () => done,
        ms,
        () => 'the stream did not end',
      );
    },
    close() {
      response.destroy();
    },
  };
}
