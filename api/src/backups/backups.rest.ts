import { createReadStream, openSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { BackupsDocument, TakeBackupDocument, type BackupFieldsFragment } from '@crumb/shared/shared-operations';
import { RestBackupDocument } from '../graphql/generated/rest-operations';
import { HttpError } from '../http/http-error';
import { adminRoute } from '../rest/rest-route';
import { moreErrors } from '../rest/rest-schemas';

// The backups calls. What a backup holds and how names look are the feature's rules; these
// schemas document the shapes.

const backupBody = {
  type: 'object',
  properties: {
    name: {
      type: 'string',
      description: 'The file name: crumb-<when it was taken, UTC>.tar.gz, as in crumb-2026-11-28T10-15-30-123Z.tar.gz.',
    },
    size: { type: 'integer', description: 'Bytes.' },
    createdAt: { type: 'string', format: 'date-time', description: "When the shop's data was read." },
  },
  required: ['name', 'size', 'createdAt'],
} as const;

const toRestBackup = ({ name, size, createdAt }: BackupFieldsFragment) => ({ name, size, createdAt });

/**
 * The archive's file, opened at once: an archive removed after this (the oldest, when a newer
 * one is taken) is still sent whole, and one removed just before answers 404 rather than a
 * broken download.
 */
function openArchive(request: FastifyRequest, name: string) {
  let fd: number;
  try {
    fd = openSync(request.server.backups.shop.folder.pathOf(name), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, 'Backup not found');
    throw error;
  }
  return createReadStream('', { fd });
}

export const backupsRestRoutes = [
  adminRoute({
    method: 'POST',
    url: '/backups',
    schema: {
      summary: 'Take a backup of the whole shop',
      operationId: 'takeBackup',
      description:
        "One .tar.gz archive of the database (every table, read as of one moment: a backup taken while orders come in holds each order whole) and every stored image, with a manifest (format version, migration, row and image counts), written to the server's backups folder. Answers once the archive is complete; the oldest archives past BACKUP_KEEP are then removed. `npm run restore -- <archive>` brings it back.",
      tags: ['backups'],
      response: { 201: backupBody },
    },
    operation: TakeBackupDocument,
    variables: () => ({}),
    reply: (data) => toRestBackup(data.takeBackup),
    successStatus: 201,
  }),
  adminRoute({
    method: 'GET',
    url: '/backups',
    schema: {
      summary: 'List the backups',
      operationId: 'listBackups',
      description: 'The archives in the backups folder, taken by hand or by the server itself, newest first.',
      tags: ['backups'],
      response: { 200: { type: 'array', items: backupBody } },
    },
    operation: BackupsDocument,
    variables: () => ({}),
    reply: (data) => data.backups.map(toRestBackup),
  }),
  adminRoute({
    method: 'GET',
    url: '/backups/:name',
    schema: {
      summary: 'Download a backup',
      operationId: 'downloadBackup',
      description:
        'The archive as a file (`application/gzip`). 400 for a name that is no backup name (nothing else in the folder or elsewhere can be asked for), 404 when the folder holds no archive of that name.',
      tags: ['backups'],
      params: {
        type: 'object',
        properties: {
          name: {
            type: 'string',
            maxLength: 100,
            description: 'As listed, e.g. crumb-2026-11-28T10-15-30-123Z.tar.gz.',
          },
        },
        required: ['name'],
      },
      produces: ['application/gzip'],
      response: {
        200: {
          description: 'The archive, named by Content-Disposition.',
          headers: {
            'Content-Disposition': { type: 'string', description: 'attachment; filename="<name>"' },
          },
          content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
        },
        ...moreErrors(404),
      },
    },
    operation: RestBackupDocument,
    variables: (request) => ({ name: (request.params as { name: string }).name }),
    contentType: 'application/gzip',
    headers: (data) => ({
      'content-disposition': `attachment; filename="${data.backup.name}"`,
      'content-length': String(data.backup.size),
    }),
    reply: (data, request) => openArchive(request, data.backup.name),
  }),
];
