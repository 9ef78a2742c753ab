// The Node flags the shop runs with, read from where they are written once: `npm start` in the
// root package.json. Every other way of starting the server (the Docker image, the cluster, the
// benchmarks) starts it with these, and a test holds the Dockerfile's command to them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageFile = fileURLToPath(new URL('../../package.json', import.meta.url));

/** The `--flags` between `node` and the script in `npm start`; [] when it passes none. */
export function serverNodeFlags() {
  const start = JSON.parse(readFileSync(packageFile, 'utf8')).scripts.start;
  const words = start.trim().split(/\s+/);
  if (words[0] !== 'node') throw new Error(`npm start runs "${start}", not node: read its flags by hand`);
  return words.slice(1).filter((word) => word.startsWith('--'));
}
