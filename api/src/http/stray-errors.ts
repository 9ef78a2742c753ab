import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { INTERNAL_ERROR_MESSAGE } from '../errors/error-codes';

/** The request whose work is running, wherever that work goes (timers, streams, promises). */
interface TracedRequest {
  /** Held weakly: once the request is over, nothing here keeps its graph alive. */
  reply: WeakRef<FastifyReply>;
  log: FastifyBaseLogger;
}
const currentRequest = new AsyncLocalStorage<TracedRequest>();

/**
 * Runs every request inside its own async context, so an error that escapes it (thrown from a
 * stream's event or a timer that no promise or handler catches) can still be traced back to it.
 *
 * Everything the request starts carries that context, and some of it outlives the request by
 * far: a pool's connection, a promise a library caches, a timer Node holds until some other
 * object is collected. So the context holds the reply weakly; holding it would keep the
 * request's whole graph (for a rendered page, the page) as long as any of those. (A weak
 * reference and not a listener on the response's close, which would cost every request a
 * closure and a listener.)
 */
export function traceRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    currentRequest.run({ reply: new WeakRef(reply), log: reply.log }, done);
  });
}

/**
 * An error no handler caught would end the process and with it every shopper's request. Here
 * it is logged, the request it escaped from (when there is one) is answered 500, and the
 * server goes on serving. What threw has lost its own request at worst; the other requests,
 * the database and the queue hold no state that such an error leaves half-changed.
 */
export function keepServingThroughStrayErrors(log: FastifyBaseLogger): () => void {
  const onError = (error: unknown, origin: string) => {
    const traced = currentRequest.getStore();
    const reply = traced?.reply.deref();
    (traced?.log ?? log).error(
      { err: error },
      `An error escaped ${traced ? 'its request' : 'every handler'} (${origin}); still serving`,
    );
    if (reply && !reply.sent && !reply.raw.headersSent) reply.code(500).send({ error: INTERNAL_ERROR_MESSAGE });
  };
  const onException = (error: Error) => onError(error, 'uncaught exception');
  const onRejection = (reason: unknown) => onError(reason, 'unhandled rejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
