import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection, as `node --expose-gc` offers it, for tests that check memory is let
 * go (a WeakRef to it is emptied). The flag is set at run time, so the test runner needs no
 * option; a context made after it gets `gc`.
 */
export async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // A WeakRef read during a turn keeps its target until the turn ends, and the work a request
  // leaves queued (its last callbacks) holds it a moment longer: collect in later turns.
  for (let pass = 0; pass < 2; pass += 1) {
    await new Promise((next) => setTimeout(next, 20));
    gc();
  }
}
