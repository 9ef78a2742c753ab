import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { handleProtocols } from 'graphql-ws';
import type { WebSocket } from 'ws';

/**
 * The largest WebSocket message taken: a subscription's document and variables are small (HTTP
 * bodies may be 1 MiB for uploads' sake). A larger one closes its connection with 1009 before it
 * is read whole.
 */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/** The standard close code for a server going down for a restart: clients reconnect, to another instance. */
const SERVICE_RESTART = 1012;

/** How long a stopping server waits for its clients to answer their close before cutting them off. */
const CLOSING_GRACE_MS = 1000;

/** The errors `ws` raises for what a client sent (too large, not UTF-8, a bad frame): it closes the connection itself. */
function isClientMistake(error: Error): boolean {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && code.startsWith('WS_ERR_');
}

/** Node's own mark of a request it handed to the 'upgrade' listeners (set by its parser, not in its types). */
const cameAsUpgrade = (request: IncomingMessage) =>
  (request as IncomingMessage & { upgrade?: boolean }).upgrade === true;

/** Closes every connection for a restart, and cuts off those that do not answer in time. */
async function closeEveryConnection(clients: Set<WebSocket>): Promise<void> {
  await Promise.all(
    [...clients].map(
      (client) =>
        new Promise<void>((resolve) => {
          client.once('close', () => resolve());
          const cutOff = setTimeout(() => client.terminate(), CLOSING_GRACE_MS);
          client.once('close', () => clearTimeout(cutOff));
          client.close(SERVICE_RESTART, 'The server is restarting: connect again');
        }),
    ),
  );
}

/**
 * WebSocket routes in `scope` alone (a route with a `wsHandler`) of the application `app`:
 * upgrade requests pass through Fastify's routing and hooks like any request, and only the
 * graphql-transport-ws subprotocol is spoken. Connections close before the server stops
 * accepting, since its close waits for every connection and a subscriber's never falls idle;
 * clients reconnect to another instance.
 */
export async function acceptWebSockets(app: FastifyInstance, scope: FastifyInstance): Promise<void> {
  // Once the server listens for upgrades, every request asking for one comes that way, whatever
  // its address, and leaves Node's HTTP handling: one answered over HTTP (no WebSocket route
  // there: a 404, a page) would keep its connection open for good, and the server from stopping.
  app.addHook('onResponse', (request, _reply, done) => {
    if (cameAsUpgrade(request.raw)) request.raw.socket.destroySoon();
    done();
  });
  await scope.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES, handleProtocols },
    errorHandler(error, socket, request) {
      if (isClientMistake(error)) {
        request.log.info(`WebSocket closed: ${error.message}`);
        return;
      }
      request.log.error({ err: error }, 'WebSocket failed');
      socket.terminate();
    },
    async preClose(this: FastifyInstance) {
      await closeEveryConnection(this.websocketServer.clients);
      this.websocketServer.close();
    },
  });
}
