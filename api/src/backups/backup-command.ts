import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DirectoryLockedError } from '../database/directory-lock';
import { BackupFolder, type StoredBackup } from './backup-folder';
import { BackupRefusedError } from './backup-manifest';
import { isBackupName } from './backup-names';
import { backupFolderPath } from './backups.config';
import { hasEmbeddedDatabase, openShop } from './open-shop';
import type { CommandContext } from './restore-command';
import { writeBackup } from './write-backup';

export const BACKUP_USAGE = 'Usage: npm run backup [-- --out <folder, or file.tar.gz>]';

/** How long the running server has to answer its liveness probe. */
const PROBE_TIMEOUT_MS = 3000;

/** Where the archive goes: a folder (it keeps the server's name) or a file name of its own. */
interface Destination {
  folder: string;
  file: string | undefined;
}

function destinationOf(args: readonly string[], defaultFolder: string): Destination {
  if (args.length === 0) return { folder: defaultFolder, file: undefined };
  if (args.length !== 2 || args[0] !== '--out' || !args[1]) throw new BackupRefusedError(BACKUP_USAGE);
  const out = resolve(args[1]);
  return out.endsWith('.tar.gz') ? { folder: dirname(out), file: out } : { folder: out, file: undefined };
}

/** Whether a Crumb server answers its liveness probe at `url`. */
async function serverAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return response.ok && ((await response.json()) as { status?: unknown }).status === 'ok';
  } catch {
    return false;
  }
}

/**
 * `npm run backup [-- --out <folder or file>]`: a backup of the whole shop into BACKUP_DIR (or
 * --out). When a server answers at CRUMB_URL (this machine's PORT unless set), the server takes
 * it (POST /api/backups, signed in as an owner) and the archive is downloaded unless it is
 * already where it should go; the embedded database cannot be opened beside a running server.
 * Else the command opens the database and the images itself.
 */
export async function backupCommand(args: readonly string[], context: CommandContext): Promise<StoredBackup> {
  const { config, say } = context;
  const defaultFolder = backupFolderPath(config);
  const destination = destinationOf(
    args.filter((arg) => arg !== '--'),
    defaultFolder,
  );
  const serverUrl = config.backups.serverUrl ?? `http://127.0.0.1:${config.port}`;
  if (await serverAnswers(serverUrl)) return throughServer(serverUrl, destination, context);
  say(`No Crumb server answers at ${serverUrl}: taking the backup directly.`);
  const backup = await directly(destination, serverUrl, context);
  // Only the backups folder is pruned, as the server prunes it; a folder of the operator's own is theirs.
  if (!destination.file && destination.folder === defaultFolder)
    await new BackupFolder(defaultFolder).prune(config.backups.keep);
  return backup;
}

async function directly(
  destination: Destination,
  serverUrl: string,
  { config, ormOptions, say }: CommandContext,
): Promise<StoredBackup> {
  if (!config.databaseUrl && !hasEmbeddedDatabase(config))
    throw new BackupRefusedError(
      `The data folder ${config.dataDir} holds no shop: set DATA_DIR (or DATABASE_URL) to the shop to back up, or CRUMB_URL to its running server.`,
    );
  let shop;
  try {
    shop = await openShop(config, ormOptions);
  } catch (error) {
    if (error instanceof DirectoryLockedError)
      throw new BackupRefusedError(
        `A Crumb server holds the data folder ${config.dataDir} but does not answer at ${serverUrl}: set CRUMB_URL to that server's address so it takes the backup itself (the embedded database cannot be opened by two processes).`,
      );
    throw error;
  }
  try {
    const backup = await writeBackup(shop, new BackupFolder(destination.folder));
    const path = await moveTo(destination, backup);
    say(`Backed up ${shop.description} into ${path} (${backup.size} bytes).`);
    return backup;
  } finally {
    await shop.close();
  }
}

/** Gives the archive the file name asked for, if any; answers where it is. */
async function moveTo(destination: Destination, backup: StoredBackup): Promise<string> {
  const path = join(destination.folder, backup.name);
  if (!destination.file) return path;
  await rename(path, destination.file);
  return destination.file;
}

/** The server's `{error}`, or its status when it answered none. */
async function refusal(response: Response, doing: string): Promise<BackupRefusedError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const reason = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
  return new BackupRefusedError(`The server refused to ${doing}: ${reason}`);
}

/** An owner's bearer token: CRUMB_TOKEN, else a sign-in with ADMIN_EMAIL and ADMIN_PASSWORD (signed out after). */
async function signIn(
  url: string,
  { config }: CommandContext,
): Promise<{ token: string; signOut: () => Promise<void> }> {
  if (config.backups.token) return { token: config.backups.token, signOut: async () => {} };
  if (!config.initialAdmin)
    throw new BackupRefusedError(
      `A Crumb server answers at ${url}: give an owner's CRUMB_TOKEN, or ADMIN_EMAIL and ADMIN_PASSWORD, so it takes the backup.`,
    );
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(config.initialAdmin),
  });
  if (!response.ok) throw await refusal(response, `sign in as ${config.initialAdmin.email}`);
  const { token } = (await response.json()) as { token: string };
  return {
    token,
    signOut: async () => {
      await fetch(`${url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    },
  };
}

async function throughServer(url: string, destination: Destination, context: CommandContext): Promise<StoredBackup> {
  const { token, signOut } = await signIn(url, context);
  const authorization = `Bearer ${token}`;
  try {
    const taken = await fetch(`${url}/api/backups`, { method: 'POST', headers: { authorization } });
    if (taken.status !== 201) throw await refusal(taken, 'take a backup');
    const answer = (await taken.json()) as { name: string; size: number; createdAt: string };
    if (!isBackupName(answer.name))
      throw new BackupRefusedError(`The server named its backup ${JSON.stringify(answer.name)}`);
    const backup: StoredBackup = { ...answer, createdAt: new Date(answer.createdAt) };
    const path = destination.file ?? join(destination.folder, backup.name);
    // The server on this machine wrote it into this very folder: nothing to download.
    const there = await stat(path).catch(() => null);
    if (there?.size === backup.size) {
      context.say(`The server at ${url} took the backup ${path} (${backup.size} bytes).`);
      return backup;
    }
    const download = await fetch(`${url}/api/backups/${encodeURIComponent(backup.name)}`, {
      headers: { authorization },
    });
    if (!download.ok || !download.body) throw await refusal(download, `send the backup ${backup.name}`);
    const partial = join(dirname(path), `.partial-${basename(path)}`);
    try {
      await mkdir(dirname(path), { recursive: true });
      await pipeline(Readable.fromWeb(download.body), createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
    context.say(`The server at ${url} took the backup; downloaded it into ${path} (${backup.size} bytes).`);
    return backup;
  } finally {
    await signOut();
  }
}
