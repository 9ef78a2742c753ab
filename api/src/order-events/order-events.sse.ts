import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AdminRole } from '../graphql/admin-role';
import type { RequestAuthenticator } from '../graphql/request-context';
import { HttpError } from '../http/http-error';
import { adminOnly } from '../rest/rest-admin-guard';
import { bearerAuth } from '../rest/rest-schemas';
import { parseOrderEventId } from './order-event-id';
import type { OrderEventView } from './order-event-relay';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;

/** How long a client waits before reconnecting after the stream drops (the SSE `retry` field). */
const RETRY_MS = 2000;

/** One event in the text/event-stream format: its id for Last-Event-ID, its type, its JSON. */
export function sseEvent(event: OrderEventView): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** The last event a reconnecting client saw (the Last-Event-ID header), null for a new one. */
function lastEventId(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  if (header === undefined || header === '') return null;
  const id = typeof header === 'string' ? parseOrderEventId(header) : null;
  if (id === null) throw new HttpError(400, 'Last-Event-ID must be the id of an event of this stream');
  return id;
}

const EVENT_DATA = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: "The event's id, also on its `id:` line; they only grow." },
    type: { type: 'string', enum: ['order.placed', 'order.status', 'order.changed'] },
    orderId: { type: 'integer' },
    status: {
      type: 'string',
      enum: ['pending', 'confirmed', 'delivered', 'cancelled'],
      description: "The order's status after it.",
    },
    placedAt: { type: 'string', format: 'date-time' },
    at: { type: 'string', format: 'date-time', description: 'When it happened.' },
  },
  required: ['id', 'type', 'orderId', 'status', 'placedAt', 'at'],
} as const;

/**
 * The facade's `{error}` failures, written out: this route lives outside the facade's scope,
 * where the shared `Error` schema is not registered.
 */
const failure = (description: string) => ({
  description,
  type: 'object',
  properties: { error: { type: 'string' } },
  required: ['error'],
});

/**
 * GET /api/orders/events: the admin's live orders as Server-Sent Events, for integrators and the
 * back office alike. Not a GraphQL adapter like the facade's calls: it is a stream that stays
 * open, fed by the instance's relay.
 */
export async function orderEventsRoute(app: FastifyInstance, authenticate: RequestAuthenticator): Promise<void> {
  const open = new Set<() => void>();
  const sockets = new Set<Socket>();
  // Before the server stops accepting: its close waits for every connection, and a stream's is
  // never idle (nor always closed when its client leaves). Clients reconnect to another instance.
  app.addHook('preClose', async () => {
    for (const end of open) end();
    for (const socket of sockets) socket.destroySoon();
  });

  app.get('/api/orders/events', {
    compress: false,
    // Staff run the day's orders: they follow them live too.
    onRequest: adminOnly(authenticate, AdminRole.staff),
    schema: {
      tags: ['orders'],
      summary: 'Follow orders live (Server-Sent Events)',
      operationId: 'streamOrderEvents',
      description:
        'A `text/event-stream` that stays open: an `order.placed` event for each order placed and an `order.status` event for each status changed and an `order.changed` event for each order changed (its lines, time, address or note), from every instance of the shop, in the order they were committed. ' +
        'Each event has an `id:` line (the ids only grow), an `event:` line (its type) and a `data:` line with the JSON described here. ' +
        'Reconnect with the `Last-Event-ID` header set to the last id received to be sent first every event after it, even across a server restart (browsers\u2019 EventSource does this by itself). ' +
        'A comment line (`: heartbeat`) comes every 20 seconds while nothing happens. The stream ends the moment its session does, on whichever server holds it, after a `session.expired` event whose data says why: `{"reason":"signed-out"}` (the token was signed out, here or from another device), `{"reason":"ended"}` (the account signed out everywhere, or was disabled or removed) or `{"reason":"expired"}` (the token expired): sign in again and reconnect. The owner and staff accounts may call it.',
      security: bearerAuth,
      headers: {
        type: 'object',
        properties: {
          'last-event-id': {
            type: 'string',
            description: 'The id of the last event received: the events after it are sent first.',
          },
        },
      },
      response: {
        200: {
          description: 'The stream of events; each `data:` line holds one of these objects.',
          content: { 'text/event-stream': { schema: EVENT_DATA } },
        },
        400: failure('A Last-Event-ID that is not an event id.'),
        401: failure('No valid admin token.'),
        403: failure('Not allowed for this account.'),
        500: failure('Something went wrong on the server.'),
        503: failure('The database is unreachable; try again after Retry-After seconds.'),
      },
    },
    handler: async (request, reply) => {
      const after = lastEventId(request);
      const admin = await authenticate(request);
      if (!admin) throw new HttpError(401, 'Authentication required');
      const stream = new PassThrough();
      let ended = false;
      let stop: () => void = () => {};
      const end = () => {
        if (ended) return;
        ended = true;
        stop();
        stopWatchingSession();
        clearInterval(heartbeat);
        open.delete(end);
        stream.end();
      };
      open.add(end);
      reply.raw.on('close', end);
      const { socket } = request.raw;
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));

      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      // The session's end (signed out here or elsewhere, the account disabled or removed, the
      // token expired) ends the stream at once, saying why.
      const stopWatchingSession = app.sessionEndings.watch(admin, (reason) => {
        stream.write(`event: session.expired\ndata: ${JSON.stringify({ reason })}\n\n`);
        end();
      });

      stream.write(`retry: ${RETRY_MS}\n\n`);
      const stopWatching = await app.orderEvents.relay.watch(
        {
          send(events) {
            if (!ended) stream.write(events.map(sseEvent).join(''));
          },
        },
        after,
      );
      if (ended) stopWatching();
      else stop = stopWatching;
      return reply
        .code(200)
        .headers({
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          // nginx would otherwise hold events back in its buffer.
          'x-accel-buffering': 'no',
        })
        .send(stream);
    },
  });
}
