import type { FastifyInstance } from 'fastify';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How long without a request counts as idle. */
export const IDLE_MS = 5_000;

/**
 * V8's collector, callable: `--expose-gc` set now reaches contexts made after it, and a new
 * context is made to read it. Only a function is exposed: no setting of the collector changes.
 */
function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Collects the whole heap once, when the server falls idle after serving. Under load V8 keeps its
 * own pace (its young generation and heap growth, which cost the reads nothing extra); a burst of
 * orders leaves the old generation some three times larger than what is alive, and on Node 20 V8
 * never shrinks it while nothing happens: one full collection once the burst is over gives that
 * memory back (docs/benchmarks.md, Memory). A request costs one addition; the collection runs
 * with no request waiting, at most once per quiet spell.
 */
export function collectWhenIdle(
  app: FastifyInstance,
  { idleMs = IDLE_MS, collect = fullCollection() }: { idleMs?: number; collect?: () => void } = {},
): void {
  let served = 0;
  let servedBefore = 0;
  // Counted as the server receives them: replayed answers (answer-replay.ts) never reach Fastify's hooks.
  app.server.on('request', () => {
    served += 1;
  });
  const check = setInterval(() => {
    // Requests came in the last interval: not idle yet. None since the last check after some: idle now.
    if (served !== servedBefore) {
      servedBefore = served;
      return;
    }
    if (served === 0) return;
    served = 0;
    servedBefore = 0;
    collect();
  }, idleMs);
  check.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(check);
    done();
  });
}
