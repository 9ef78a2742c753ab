import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/lib/node-flags.mjs';

// The server runs with the same Node flags however it is started: `npm start` writes them once
// (scripts/lib/node-flags.mjs reads them there), and the Docker image's command is held to them
// here. The benchmarks and the cluster start it through node-flags.mjs, so what they measure is
// what ships.

const root = resolve(import.meta.dirname, '..', '..');

/** The exec form of the Dockerfile's CMD: ["node", ...flags, script]. */
function dockerCommand(): string[] {
  const line = readFileSync(resolve(root, 'Dockerfile'), 'utf8')
    .split('\n')
    .find((text) => text.startsWith('CMD '));
  if (!line) throw new Error('The Dockerfile has no CMD');
  return JSON.parse(line.slice('CMD '.length)) as string[];
}

describe('the command that starts the server', () => {
  it('passes the Docker image the same Node flags as npm start', () => {
    const [node, ...rest] = dockerCommand();
    expect(node).toBe('node');
    expect(rest.at(-1)).toBe('api/dist/main.js');
    expect(rest.slice(0, -1)).toEqual(serverNodeFlags());
  });

  it('reads the flags npm start passes to node', () => {
    const start = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts.start as string;
    expect(start).toMatch(/^node (--\S+ )*scripts\/start\.mjs$/);
    expect(serverNodeFlags()).toEqual(start.split(' ').filter((word) => word.startsWith('--')));
  });
});
