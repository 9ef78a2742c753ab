// What `npm start` builds before it serves, shared with the scripts that measure the compiled
// server (scripts/lighthouse.mjs, scripts/bench-catalogue.mjs), so they never measure an old build.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newestChange, run } from './run.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const at = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** A build is wanted when its output is missing or older than any of its sources. */
function isStale(output, sources) {
  if (!existsSync(at(output))) return true;
  return newestChange(sources.map(at)) > newestChange([at(output)]);
}

/** Builds what is missing or out of date: the web client, then the server bundle (api/dist/main.js). */
export async function buildWhatIsStale() {
  // The server-rendering bundle is the web build's last output: a build without it (from before
  // server rendering, or cut short) is built again.
  if (
    isStale('web/dist/server/entry-server.js', [
      'web/src',
      'web/index.html',
      'web/public',
      'schema',
      'packages/shared/src',
    ])
  ) {
    console.log('Building the web client...');
    await run('npm', ['run', 'build', '--silent', '--workspace', 'web'], { cwd: root });
  }
  await buildServerIfStale();
}

/**
 * Builds the server bundle when `entry` (one of its outputs: main.js, backup.js, restore.js) is
 * missing or older than the sources. The commands that run beside the server need no web client.
 */
export async function buildServerIfStale(entry = 'main.js') {
  if (isStale(`api/dist/${entry}`, ['api/src', 'packages/shared/src'])) {
    await run(process.execPath, [at('api/scripts/build.mjs')], { cwd: root });
  }
}
