import { randomBytes } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, type AppConfig } from '../config/config';
import type { Orm } from '../database/orm';

/** Where earlier versions kept the generated secret inside DATA_DIR; moved into the database at start. */
export const JWT_SECRET_FILE = 'jwt-secret';
/** The shortest secret HS256 gets (JWT_SECRET is held to the same bound in config.ts). */
export const JWT_SECRET_MIN_LENGTH = 32;
/** The `server_secret` row holding the generated token secret. */
export const JWT_SECRET_ROW = 'jwt';

export interface SecretLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface LoadJwtSecretOptions {
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>;
  orm: Orm;
  log: SecretLog;
}

/**
 * The key admin tokens are signed with: JWT_SECRET, else a random one generated at the first
 * start and kept in the database, so every instance on one database signs and accepts the same
 * tokens, and tokens survive a restart. Never a constant in the code, where anyone reading it
 * could forge tokens.
 *
 * Race-safe without a lock: each starting instance offers its candidate with
 * `on conflict do nothing` and then everyone reads the one row that won. A secret left in
 * DATA_DIR/jwt-secret by an earlier version is the candidate, so tokens issued before keep working.
 */
export async function loadJwtSecret({ config, orm, log }: LoadJwtSecretOptions): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const connection = orm.em.getConnection();
  const read = async (): Promise<string | undefined> => {
    const rows = await connection.execute<Array<{ value: string }>>(
      'select "value" from "server_secret" where "name" = ?',
      [JWT_SECRET_ROW],
    );
    return rows[0]?.value;
  };

  const file = join(config.dataDir, JWT_SECRET_FILE);
  const fromFile = await readSecretFile(file);
  let stored = await read();
  if (stored === undefined) {
    const candidate = fromFile ?? randomBytes(48).toString('base64url');
    await connection.execute(
      'insert into "server_secret" ("name", "value") values (?, ?) on conflict ("name") do nothing',
      [JWT_SECRET_ROW, candidate],
    );
    stored = await read();
  }
  if (stored === undefined) throw new Error('The token secret could not be stored in the database');
  assertUsable(stored);

  if (fromFile !== undefined) {
    if (fromFile === stored) {
      await unlink(file);
      log.info(
        `Moved the token secret from ${file} into the database (every instance shares it now); removed the file`,
      );
    } else {
      log.warn(`${file} is ignored: the database already holds the token secret. Delete the file.`);
    }
  }
  return stored;
}

function assertUsable(secret: string): void {
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `The database's token secret (table server_secret, name '${JWT_SECRET_ROW}') holds fewer than ${JWT_SECRET_MIN_LENGTH} characters: delete that row to generate a new secret (signing everyone out), or set JWT_SECRET`,
    );
  }
}

async function readSecretFile(file: string): Promise<string | undefined> {
  let secret: string;
  try {
    secret = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `${file} holds fewer than ${JWT_SECRET_MIN_LENGTH} characters: delete it to generate a new secret, or set JWT_SECRET`,
    );
  }
  return secret;
}
