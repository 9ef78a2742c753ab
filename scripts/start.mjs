// `npm start`: builds the web client when it has not been built, then runs the server
// (migrations, demo data on an empty database, and everything on one port).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run, serverArgs, tsxBin } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webBuilt = existsSync(new URL('../web/dist/index.html', import.meta.url));
if (!webBuilt) {
  console.log('Building the web client (first start only)...');
  await run('npm', ['run', 'build', '--silent'], { cwd: root });
}

const server = spawn(tsxBin, serverArgs, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
