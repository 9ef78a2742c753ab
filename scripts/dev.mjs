// `npm run dev`: the API with reload on change, and Vite's dev server (hot reload) proxying
// /api, /graphql and /uploads to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverArgs, tsxBin } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn(tsxBin, ['watch', '--clear-screen=false', ...serverArgs], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', 'web'], { cwd: root, stdio: 'inherit' }),
];
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
