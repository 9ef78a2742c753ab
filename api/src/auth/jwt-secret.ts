import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, type AppConfig } from '../config/config';

/** Where the generated secret lives inside DATA_DIR when JWT_SECRET is unset. */
export const JWT_SECRET_FILE = 'jwt-secret';
/** The shortest secret HS256 gets (JWT_SECRET is held to the same bound in config.ts). */
export const JWT_SECRET_MIN_LENGTH = 32;

/**
 * The key admin tokens are signed with: JWT_SECRET, else a random one generated at the first
 * start and kept in DATA_DIR/jwt-secret (readable by the owner only), so tokens survive a
 * restart. Never a constant in the code, where anyone reading it could forge tokens.
 */
export async function loadJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, JWT_SECRET_FILE);
  return (await readSecretFile(file)) ?? (await createSecretFile(file));
}

async function readSecretFile(file: string): Promise<string | null> {
  let secret: string;
  try {
    secret = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new ConfigError(`${file} holds fewer than ${JWT_SECRET_MIN_LENGTH} characters: delete it to generate a new secret, or set JWT_SECRET`);
  }
  return secret;
}

/**
 * Writes the whole secret under a temporary name first, then links it into place: linking
 * fails when the file exists, so two servers starting at once end up sharing one secret and
 * neither can read a half-written file.
 */
async function createSecretFile(file: string): Promise<string> {
  await mkdir(join(file, '..'), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readSecretFile(file))!;
  } finally {
    await unlink(temporary);
  }
}
