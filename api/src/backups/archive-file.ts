import { createReadStream, createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';

/** Writes entries into a new .tar.gz, one at a time, each waiting until the file takes it. */
export interface ArchiveWriter {
  add(name: string, body: Buffer): Promise<void>;
  /** Ends the archive and waits until it is on disk. */
  finish(): Promise<void>;
  /** Stops writing and removes the unfinished file. */
  abort(): Promise<void>;
}

export function writeArchive(path: string, mtime: Date): ArchiveWriter {
  const tar = pack();
  const written = pipeline(tar, createGzip(), createWriteStream(path));
  // Until finish or abort is awaited, a failure of the file (a full disk) surfaces through the
  // next add, which then waits forever: remember it and answer it there.
  let failure: Error | undefined;
  written.catch((error: unknown) => {
    failure = error instanceof Error ? error : new Error(String(error));
  });
  return {
    add(name, body) {
      if (failure) return Promise.reject(failure);
      return new Promise<void>((resolve, reject) => {
        tar.entry({ name, size: body.length, mtime, mode: 0o644 }, body, (error) =>
          error ? reject(error) : resolve(),
        );
        written.catch(reject);
      });
    },
    async finish() {
      tar.finalize();
      await written;
    },
    async abort() {
      tar.destroy();
      await written.catch(() => undefined);
      await unlink(path).catch(() => undefined);
    },
  };
}

/** One entry of an archive being read: its name, and its bytes, read when asked (once). */
export interface ArchiveEntry {
  name: string;
  size: number;
  body(): Promise<Buffer>;
}

/** The archive is no gzipped tar, or it breaks off. */
export class UnreadableArchiveError extends Error {}

/**
 * The entries of the .tar.gz at `path`, in order. An entry's body must be read before the next
 * entry is asked for, or it is skipped. Fails with UnreadableArchiveError on a file that is not a
 * gzipped tar or is cut short.
 */
export async function* readArchive(path: string): AsyncGenerator<ArchiveEntry> {
  const entries = extract();
  const reading = pipeline(createReadStream(path), createGunzip(), entries);
  let failure: unknown;
  reading.catch((error: unknown) => {
    failure = error;
  });
  try {
    for await (const entry of entries) {
      let read: Promise<Buffer> | undefined;
      const body = () => {
        read ??= (async () => {
          const chunks: Buffer[] = [];
          for await (const chunk of entry) chunks.push(Buffer.from(chunk as Uint8Array));
          return Buffer.concat(chunks);
        })();
        return read;
      };
      if (entry.header.type === 'file') yield { name: entry.header.name, size: entry.header.size, body };
      // Whatever the reader left unread is skipped, so the next entry can come.
      if (read) await read;
      else entry.resume();
    }
    await reading;
  } catch (error) {
    throw unreadable(failure ?? error, path);
  } finally {
    entries.destroy();
    await reading.catch(() => undefined);
  }
}

function unreadable(error: unknown, path: string): Error {
  if (error instanceof UnreadableArchiveError) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return new UnreadableArchiveError(`There is no file ${path}.`);
  if (code === 'EISDIR') return new UnreadableArchiveError(`${path} is a folder, not a backup archive.`);
  if (
    code?.startsWith('Z_') ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /tar|header|unexpected end/i.test(String(error))
  )
    return new UnreadableArchiveError(`${path} is not a readable .tar.gz archive (${(error as Error).message}).`);
  return error as Error;
}
