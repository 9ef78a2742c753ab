import type { FastifyInstance } from 'fastify';

/** How long requests already under way may take to finish once a stop is asked for. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * SIGTERM (an orchestrator, `docker stop`) and SIGINT (Ctrl+C) stop the server cleanly: it
 * stops accepting connections, lets the requests under way finish for up to the grace period
 * (keep-alive connections that ask for more get 503 meanwhile, as Fastify does while closing),
 * cuts whatever is still open after it, runs the onClose hooks (the database is closed there,
 * the embedded one flushed to disk) and exits 0. A second signal exits at once.
 */
export function stopOnSignals(app: FastifyInstance, { graceMs = SHUTDOWN_GRACE_MS } = {}): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing the requests under way (up to ${graceMs / 1000} s), then stopping`);
    const cutOff = setTimeout(() => {
      app.log.warn('Requests still open after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, graceMs);
    cutOff.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Stopping failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
