import type { OrderEventRelay, OrderEventView } from './order-event-relay';

const finished: IteratorReturnResult<undefined> = { value: undefined, done: true };

/**
 * The order events after `after` (or from now on, when null) one by one, fed by the relay as the
 * SSE stream is: what a GraphQL subscription iterates. Written as an iterator rather than an
 * async generator because `return()` (the client completed the subscription, or went away) must
 * stop watching at once, even while a `next()` waits for an event: a generator's `return()` would
 * wait for that next event first.
 */
export async function orderEventStream(
  relay: OrderEventRelay,
  after: number | null,
): Promise<AsyncIterableIterator<OrderEventView, undefined>> {
  const queued: OrderEventView[] = [];
  let waiting: ((result: IteratorResult<OrderEventView, undefined>) => void) | null = null;
  let done = false;
  const stop = await relay.watch(
    {
      send(events) {
        for (const event of events) {
          if (done) return;
          if (waiting) {
            const resolve = waiting;
            waiting = null;
            resolve({ value: event, done: false });
          } else queued.push(event);
        }
      },
    },
    after,
  );
  const finish = (): Promise<IteratorReturnResult<undefined>> => {
    if (!done) {
      done = true;
      stop();
      queued.length = 0;
      waiting?.(finished);
      waiting = null;
    }
    return Promise.resolve(finished);
  };
  const stream: AsyncIterableIterator<OrderEventView, undefined> = {
    next() {
      const event = queued.shift();
      if (event) return Promise.resolve({ value: event, done: false });
      if (done) return Promise.resolve(finished);
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    return: finish,
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]: () => stream,
  };
  return stream;
}
