import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

/**
 * Makes one new embedded database for the whole run, for the test files to copy: creating one
 * (initdb inside WebAssembly) costs seconds of CPU, and nearly every api test file needs its own.
 * With DATABASE_URL the files make their databases there, and the one or two that still ask for
 * an embedded database create it themselves.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('emptyEmbeddedDatabase', undefined);
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'crumb-api-tests-'));
  const file = join(folder, 'empty-database.tar');
  const database = await startEmbeddedPostgres();
  try {
    await writeFile(file, new Uint8Array(await (await database.dump()).arrayBuffer()));
  } finally {
    await database.stop();
  }
  project.provide('emptyEmbeddedDatabase', file);
  return () => rm(folder, { recursive: true, force: true });
}
