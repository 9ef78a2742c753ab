// `npm run dev`: the API from its TypeScript sources with reload on change (tsx watch), and
// Vite's dev server (hot reload) proxying /api, /graphql and /uploads to it. NODE_ENV is
// development, so GraphQL errors carry their stack traces. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn(tsx, ['watch', '--clear-screen=false', '--tsconfig', 'api/tsconfig.json', 'api/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'web'], { cwd: root, env, stdio: 'inherit' }),
];
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
