import { HttpError } from '../http/http-error';

/**
 * What a multipart parser's failure means to the caller. The parser's own limits carry their
 * status (413 past a file, field or part count); everything else it throws while reading is
 * about the bytes the client sent (no boundary, a form cut short, a malformed part header), so
 * it is a 400 saying what the parser found rather than a server error.
 */
export function multipartFailure(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error as Error;
  const reason = error instanceof Error && error.message ? error.message.replace(/^Multipart: /, '') : 'unreadable';
  return new HttpError(400, `The multipart form could not be read: ${reason}`);
}
