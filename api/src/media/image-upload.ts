import { Readable } from 'node:stream';

/**
 * One uploaded file, in the shape graphql-upload gives resolvers for the GraphQL multipart
 * request spec. The name and the type are what the client claims: neither is trusted.
 */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}

/** What an `Upload` argument holds in a resolver: the file, once its part starts arriving. */
export type ImageUpload = Promise<FileUpload>;

/** A file already read into memory (a REST multipart part), offered the way GraphQL offers one. */
export function bufferedFileUpload(file: {
  filename: string;
  mimetype: string;
  encoding: string;
  content: Buffer;
}): FileUpload {
  return {
    filename: file.filename,
    mimetype: file.mimetype,
    encoding: file.encoding,
    createReadStream: () => Readable.from([file.content]),
  };
}

/** True for a FileUpload built in this process; a JSON request can never hold a function. */
export function isFileUpload(value: unknown): value is FileUpload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileUpload).createReadStream === 'function' &&
    typeof (value as FileUpload).filename === 'string'
  );
}
