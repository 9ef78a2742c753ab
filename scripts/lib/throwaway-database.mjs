// A database of its own for one bench run, shared by the TypeScript benches (api/bench) and the
// Node scripts, so every bench creates and drops its database the same way.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Runs `measure` against a database of its own, created for it on the PostgreSQL server at
 * `serverUrl` (named crumb_<kind>_<random>), with an empty data folder, and drops both after,
 * whatever happened: a bench neither measures nor leaves behind a database anyone else uses.
 */
export async function withThrowawayDatabase(serverUrl, kind, measure) {
  const name = `crumb_${kind}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), `crumb-${kind}-bench-`));
  try {
    await measure(url.toString(), dataDir);
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}
