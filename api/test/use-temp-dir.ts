import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A folder of the test file's own under the system's temporary folder, made before its tests
 * and removed with all it holds after them. Answers a handle whose `path` reads it once made.
 */
export function useTempDir(prefix: string): { readonly path: string } {
  let made: string | undefined;
  beforeAll(async () => {
    made = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(() => (made ? rm(made, { recursive: true, force: true }) : undefined));
  return {
    get path() {
      if (!made) throw new Error('The temporary folder is made before the tests: use it inside a test or a hook');
      return made;
    },
  };
}
