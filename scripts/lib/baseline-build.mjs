// Another revision of the shop built beside this one, for the benches that show a figure next to
// the same figure of an earlier build measured in the same run (`--beside <revision>`): on a
// shared machine, only figures taken side by side compare.
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Checks `revision` out in a temporary git worktree, installs its own locked packages and builds
 * it as `npm start` would. Answers its folder (for startShop's `from`) and how to remove it.
 */
export async function baselineBuild(revision) {
  const folder = await mkdtemp(join(tmpdir(), 'crumb-baseline-'));
  await run('git', ['worktree', 'add', '--detach', folder, revision], { cwd: root });
  const remove = () => run('git', ['worktree', 'remove', '--force', folder], { cwd: root, check: false });
  try {
    console.log(`Installing and building ${revision} in ${folder}...`);
    // From npm's cache where it can: the same packages as this checkout's, unless the lock changed.
    await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder });
    await run('npm', ['run', 'build', '--silent'], { cwd: folder });
    if (!existsSync(join(folder, 'api', 'dist', 'main.js'))) throw new Error(`${revision} built no api/dist/main.js`);
  } catch (error) {
    await remove();
    throw error;
  }
  return { folder, remove };
}
