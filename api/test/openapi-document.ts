import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The repository root, where the tools' binaries and redocly.yaml are. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The OpenAPI document exactly as integrators download it (GET /api/openapi.json), written to
 * `openapi.json` in `dir` for the command-line tools that read files. Answers the file's path.
 */
export async function writeOpenapiDocument(app: FastifyInstance, dir: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200)
    throw new Error(`GET /api/openapi.json answered ${response.statusCode}: ${response.body}`);
  const path = join(dir, 'openapi.json');
  await writeFile(path, response.body);
  return path;
}
