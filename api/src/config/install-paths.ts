import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's folder, found by walking up to its package.json, because the same code
 * runs from two places: as sources under api/src (tsx in development, Vitest) and bundled into
 * api/dist/main.js (`npm start`, the Docker image). A path counted in '..' from this file
 * would be right in only one of them.
 */
function findApiRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@crumb/api')
      return dir;
    if (dirname(dir) === dir) throw new Error(`No @crumb/api package.json above ${start}`);
  }
}

export const apiRoot = findApiRoot(dirname(fileURLToPath(import.meta.url)));

/** The repository (or image) root: web/dist and schema/ sit here. */
export const installRoot = resolve(apiRoot, '..');
