import type { RequestHandler } from 'msw';
import { server } from './msw-server';

/**
 * An answer the test holds back until it calls release(), to see the page while it waits: a
 * handler's resolver wrapped in `held` answers once released.
 */
export function heldAnswer() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held =
    <Args extends unknown[], Answer>(resolver: (...args: Args) => Answer) =>
    async (...args: Args) => {
      await released;
      return resolver(...args);
    };
  return { release, held };
}

/** Serves the handler that `handlerOf` builds around `held` (see heldAnswer); returns its release(). */
export function serveHeld(handlerOf: (held: ReturnType<typeof heldAnswer>['held']) => RequestHandler) {
  const { release, held } = heldAnswer();
  server.use(handlerOf(held));
  return release;
}
