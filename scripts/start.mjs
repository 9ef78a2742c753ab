// `npm start`: builds what is missing or out of date (the web client, the server bundle), then
// runs the compiled server in this same process, so no wrapper process stays resident: the
// process npm started is the server. Production images run `node api/dist/main.js` directly.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newestChange, run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** A build is wanted when its output is missing or older than any of its sources. */
function isStale(output, sources) {
  if (!existsSync(at(output))) return true;
  return newestChange(sources.map(at)) > newestChange([at(output)]);
}

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
if (isStale('api/dist/main.js', ['api/src', 'packages/shared/src'])) {
  await run(process.execPath, [at('api/scripts/build.mjs')], { cwd: root });
}

await import('../api/dist/main.js');
