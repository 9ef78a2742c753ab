import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's minimum: 19 MiB of memory, two passes,
 * one lane. The parameters travel inside each hash, so raising them later keeps old hashes valid.
 */
export const ARGON2_OPTIONS: Options = {
  // The package declares its enum `const`, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password, for no password set yet, and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash no password matches, verified against when the email is unknown, so a wrong email
 * costs as much time as a wrong password and timing does not reveal which emails exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  return dummyHash;
}
