// What the cluster's tests need from the machine, and a database of their own on its PostgreSQL.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import pg from 'pg';

/** The PostgreSQL server the tests create their database on: DATABASE_URL's, else the local one. */
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

function listens(url) {
  const { hostname, port } = new URL(url);
  return new Promise((answer) => {
    const socket = new Socket();
    socket.setTimeout(1000);
    socket.once('connect', () => answer(socket.destroy() || true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(socket.destroy() && false));
    socket.connect(Number(port), hostname);
  });
}

function hasCaddy() {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the cluster cannot run here, or undefined when it can. */
export async function missingService() {
  if (!hasCaddy()) return 'Caddy is not installed (apt-get install -y caddy)';
  if (!(await listens(POSTGRES_URL.replace(/^postgres(ql)?:/, 'http:')))) return 'PostgreSQL does not answer';
  if (!(await listens(REDIS_URL.replace(/^rediss?:/, 'http:')))) return 'Redis does not answer';
  return undefined;
}

/** A new empty database on the tests' PostgreSQL server, and how to drop it. */
export async function throwawayDatabase() {
  const name = `crumb_cluster_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** The orders stored for these idempotency keys: how many rows each key has, and their lines. */
export async function storedOrders(databaseUrl, keys) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select o.id, o.idempotency_key as key, count(l.id)::int as lines
       from "order" o left join order_line l on l.order_id = o.id
       where o.idempotency_key = any($1) group by o.id`,
      [keys],
    );
    return rows;
  } finally {
    await client.end();
  }
}
