import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once a stop has begun: readiness then answers 503 while requests are still served. */
    draining: boolean;
  }
}

/** Adds `app.draining` (false until a stop's drain begins); before the server starts. */
export function trackDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
}

/** The longest the requests already under way may take once a stop is asked for: a ceiling, not a wait. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How long a stop keeps taking in the connections the kernel accepted before the signal, at
 * most. Closing the port drops every connection still in the kernel's queue with a reset, so
 * the port stays open until a poll phase finds no connection left to take. Node takes one
 * connection per event-loop turn, and a busy server's turns are long: 50 connections queued
 * behind page renders took over a second on a loaded machine.
 */
const ACCEPT_QUEUE_CEILING_MS = 5000;

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resolves after a poll phase of the event loop, in which connections waiting in the kernel are
 * accepted and sockets with data are read. Two checks: called from the poll phase (a signal), the
 * first comes before the next poll.
 */
async function afterPollPhase(): Promise<void> {
  await immediate();
  await immediate();
}

/**
 * The stop of the HTTP server, in the order that loses no request:
 *  1. take in what the kernel already accepted, and read it (a request sent before the signal
 *     is served, whatever the event loop was busy with when the signal came);
 *  2. answer every request from then on with `Connection: close`, so each connection ends with
 *     the answer to the request it carries;
 *  3. close the port (later connections are refused) and the idle keep-alive connections, and
 *     again each connection that falls idle after an answer sent keep-alive before the signal;
 *  4. once no connection is left, Fastify's onClose hooks run (the database is closed there, the
 *     embedded one flushed to disk) and the process exits at once.
 */
export class GracefulStop {
  /** From the signal on, every answer closes its connection. */
  private stopping = false;
  /** From the port's closing on, a connection left idle is closed. */
  private closingIdle = false;
  /**
   * The open connections. Kept per connection rather than per request: serving a request on a
   * kept-alive connection then costs this class nothing, and a stop finds each connection's
   * answer under way from its socket.
   */
  private readonly connections = new Set<Socket>();

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.connections.add(socket);
      socket.once('close', () => this.connections.delete(socket));
    });
  }

  /** Steps 1 and 2; then Fastify's close does steps 3 and 4. */
  async beforeClose(): Promise<void> {
    if (!this.stopping) {
      this.stopping = true;
      // First among the request listeners, so even an answer Fastify sends synchronously closes its connection.
      this.server.prependListener('request', (_request, response: ServerResponse) => {
        response.shouldKeepAlive = false;
      });
      for (const socket of this.connections) this.closeAfterAnswer(socket);
    }
    await this.takeInAcceptedConnections();
    // Fastify's close now closes the port and the idle connections (Node's server.close()).
    this.closingIdle = true;
  }

  /**
   * The answer a connection is sending when the stop begins (Node's `_httpMessage`, the one
   * property that links a socket to its response) closes the connection when its head has not
   * gone out yet. One whose head went out keep-alive leaves its connection open and idle: that
   * connection is closed on the turn after the answer ends, once that turn has read any request
   * sent on it meanwhile.
   */
  private closeAfterAnswer(socket: Socket): void {
    const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (!response) return;
    if (!response.headersSent) {
      response.shouldKeepAlive = false;
      return;
    }
    response.once('finish', () => {
      if (this.closingIdle) setImmediate(() => this.server.closeIdleConnections());
    });
  }

  /**
   * Accepting happens in the poll phase, as does reading, the poll after: once a poll phase
   * accepted nothing, the kernel's queue was empty and every connection accepted before had a
   * poll phase in which its request, if sent, was read (it is no longer idle when the port closes).
   */
  private async takeInAcceptedConnections(): Promise<void> {
    let accepted = 0;
    const count = () => (accepted += 1);
    this.server.on('connection', count);
    try {
      const ceiling = Date.now() + ACCEPT_QUEUE_CEILING_MS;
      do {
        accepted = 0;
        await afterPollPhase();
      } while (accepted > 0 && Date.now() < ceiling);
    } finally {
      this.server.off('connection', count);
    }
  }
}

/**
 * Behind a load balancer, the first step of a stop: readiness answers 503 while every request is
 * still served as usual, for `drainMs` (longer than the balancer's health-check interval), so the
 * balancer takes this replica out before its port and connections close. Without it, a request the
 * balancer sends on a kept-alive connection just as the server closes it is lost, and a POST is
 * not retried: the shopper sees a 502.
 */
async function drain(app: FastifyInstance, drainMs: number, signal: NodeJS.Signals): Promise<void> {
  app.draining = true;
  app.log.info(`${signal}: not ready from now on; serving on for ${drainMs / 1000} s while the load balancer notices`);
  await new Promise((resolve) => setTimeout(resolve, drainMs));
}

/**
 * SIGTERM (an orchestrator, `docker stop`) and SIGINT (Ctrl+C) stop the server cleanly, as
 * GracefulStop describes: no request already sent is dropped, and the process exits as soon as
 * the last answer is out. Requests still open after the grace period (a client that stopped
 * sending halfway) have their connections cut. A second signal exits at once.
 *
 * The stop's first steps also run as a preClose hook, so a close started by anyone else (a
 * library's own signal handler) does not drop the connections the kernel has already accepted.
 */
export function stopOnSignals(app: FastifyInstance, { graceMs = SHUTDOWN_GRACE_MS, drainMs = 0 } = {}): void {
  const graceful = new GracefulStop(app.server);
  app.addHook('preClose', () => graceful.beforeClose());

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    if (drainMs > 0) await drain(app, drainMs, signal);
    app.log.info(`${signal}: answering the requests already received (for up to ${graceMs / 1000} s), then stopping`);
    const cutOff = setTimeout(() => {
      app.log.warn('Requests still open after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, graceMs);
    cutOff.unref();
    try {
      // The queued requests are taken in before Fastify closes the port.
      await graceful.beforeClose();
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Stopping failed');
      process.exit(1);
    }
  };
  // stop() handles its own failure (it exits), so its promise is left to run.
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}
