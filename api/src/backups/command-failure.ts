import { ConfigError } from '../config/config';
import { DirectoryLockedError } from '../database/directory-lock';
import { DatabaseUnreachableError } from '../database/orm';
import { ImageStorageUnavailableError } from '../storage';
import { UnreadableArchiveError } from './archive-file';
import { BackupRefusedError } from './backup-manifest';
import { NoShopError } from './database-dump';

/** Failures a person can act on from the message alone: one line, no stack. */
const EXPLAINED = [
  BackupRefusedError,
  UnreadableArchiveError,
  NoShopError,
  ConfigError,
  DatabaseUnreachableError,
  DirectoryLockedError,
  ImageStorageUnavailableError,
];

/** What `npm run backup` or `npm run restore` prints when it fails. */
export function explainCommandFailure(error: unknown): string {
  if (EXPLAINED.some((kind) => error instanceof kind)) return (error as Error).message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
