import { createHash } from 'node:crypto';

/**
 * The start of every key and channel this shop uses in Redis: `crumb:` and a short hash of which
 * database the shop runs on (host, port and database name; never the user or password), so two
 * shops, or two test files, sharing one Redis never see each other's counts or messages while
 * every instance of one shop agrees on it.
 *
 * `databaseIdentity` is DATABASE_URL, or for the embedded database anything naming it uniquely
 * (its data folder).
 */
export function redisKeyPrefix(databaseIdentity: string): string {
  let identity = databaseIdentity;
  try {
    const url = new URL(databaseIdentity);
    if (/^postgres(ql)?:$/.test(url.protocol)) identity = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    // Not a URL (a folder path): the identity as given.
  }
  return `crumb:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}:`;
}
