// `npm run baselines:accept`: builds the shop and takes the key screens again as the reviewed
// pictures in e2e/baselines. Look at every picture git shows as changed before committing it.
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await run('npm', ['run', 'build', '--silent'], { cwd: root });
await run('npx', ['vitest', 'run', '--project', 'e2e', 'e2e/screenshots.e2e.ts'], {
  cwd: root,
  env: { ...process.env, ACCEPT_BASELINES: '1' },
});
console.log(
  '\nNew baselines written to e2e/baselines: review them (git diff --stat e2e/baselines, and open each changed picture).',
);
