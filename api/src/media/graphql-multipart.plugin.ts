import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';
import { registerImageMultipart } from './image-multipart';
import { bufferedFileUpload } from './image-upload';
import { multipartFailure } from './multipart-failure';

/** The most files one GraphQL request may carry: the settings update takes four images. */
export const GRAPHQL_MAX_FILES = 4;

/** The `operations` and `map` parts are JSON documents; an operation is never larger than a JSON body. */
const OPERATIONS_MAX_BYTES = 1024 * 1024;

const SPEC = 'https://github.com/jaydenseric/graphql-multipart-request-spec';

/** Keys that would reach an object's prototype rather than the operation's own variables. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

function parseJsonPart(part: MultipartValue, name: string): unknown {
  if (part.valueTruncated) throw new HttpError(413, `The '${name}' part is larger than ${OPERATIONS_MAX_BYTES} bytes`);
  try {
    return JSON.parse(String(part.value));
  } catch {
    throw new HttpError(400, `Invalid JSON in the '${name}' multipart field (${SPEC})`);
  }
}

/** The map: file part name -> the dotted paths in `operations` where that file goes. */
function readMap(value: unknown): Map<string, string[]> {
  if (!isContainer(value) || Array.isArray(value))
    throw new HttpError(400, `The 'map' multipart field must be an object (${SPEC})`);
  const entries = Object.entries(value);
  if (entries.length > GRAPHQL_MAX_FILES)
    throw new HttpError(413, `A request carries at most ${GRAPHQL_MAX_FILES} files`);
  const map = new Map<string, string[]>();
  for (const [name, paths] of entries) {
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      !paths.every((path) => typeof path === 'string' && path !== '')
    ) {
      throw new HttpError(400, `The 'map' multipart field's entry '${name}' must be a list of paths (${SPEC})`);
    }
    map.set(name, paths as string[]);
  }
  return map;
}

/** Puts a file where a dotted path in the operations points (`variables.image`, `0.variables.files.1`). */
function placeAt(operations: unknown, path: string, file: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let target: unknown = operations;
  for (const key of keys) {
    target = isContainer(target) && !UNSAFE_KEYS.has(key) ? (target as Record<string, unknown>)[key] : undefined;
  }
  if (!isContainer(target) || UNSAFE_KEYS.has(last))
    throw new HttpError(400, `The 'map' multipart field's path '${path}' leads nowhere in 'operations' (${SPEC})`);
  (target as Record<string, unknown>)[last] = file;
}

async function readFile(part: MultipartFile) {
  // The parser stops a file one byte past the image limit, so this holds at most that much; the
  // image service owns the rule and its message ('Images must be 5 MB or smaller').
  const content = await part.toBuffer();
  return bufferedFileUpload({
    filename: part.filename ?? '',
    mimetype: part.mimetype,
    encoding: part.encoding,
    content,
  });
}

/**
 * A GraphQL multipart request (operations, map, then the files), read whole: the operations
 * with every file, in memory, where the map points. The limits bound what that can hold.
 */
async function readGraphqlMultipart(request: FastifyRequest): Promise<unknown> {
  let operations: unknown;
  let map: Map<string, string[]> | undefined;
  const arrived = new Set<string>();
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'operations' && operations === undefined) {
        operations = parseJsonPart(part, 'operations');
        if (!isContainer(operations))
          throw new HttpError(400, `The 'operations' multipart field must be an object or a list (${SPEC})`);
      } else if (part.fieldname === 'map' && operations !== undefined && map === undefined) {
        map = readMap(parseJsonPart(part, 'map'));
      } else {
        throw new HttpError(
          400,
          `Unexpected multipart field '${part.fieldname}': send 'operations', then 'map', then the files (${SPEC})`,
        );
      }
      continue;
    }
    const paths = map?.get(part.fieldname);
    if (!map) {
      part.file.resume();
      throw new HttpError(400, `Files must follow the 'operations' and 'map' multipart fields (${SPEC})`);
    }
    if (!paths || arrived.has(part.fieldname)) {
      // A part the map does not name is no file of this operation's: read past it.
      part.file.resume();
      continue;
    }
    arrived.add(part.fieldname);
    const file = await readFile(part);
    for (const path of paths) placeAt(operations, path, file);
  }
  if (operations === undefined) throw new HttpError(400, `Missing multipart field 'operations' (${SPEC})`);
  if (!map) throw new HttpError(400, `Missing multipart field 'map' (${SPEC})`);
  const missing = [...map.keys()].filter((name) => !arrived.has(name));
  if (missing.length)
    throw new HttpError(
      400,
      `The request lacks the file part${missing.length > 1 ? 's' : ''} ${missing.map((name) => `'${name}'`).join(', ')} that 'map' names`,
    );
  return operations;
}

/**
 * GraphQL multipart requests (file uploads) for the scope that registers it: the /graphql
 * route's scope only, so this parser never meets the REST facade's.
 *
 * Built on @fastify/multipart, the same parser as the REST forms: every failure to read the
 * bytes becomes a 4xx `{error}` through the app's error handler (a form cut short, no
 * boundary, a broken part), and the whole request is read before the operation runs, so no
 * part of it is left unread when the answer goes.
 *
 * Apollo's CSRF prevention still applies: multipart/form-data is a content type a browser
 * may send cross-site without a preflight, so Apollo refuses it unless the request carries
 * `apollo-require-preflight` (or `x-apollo-operation-name`).
 */
const graphqlMultipart: FastifyPluginAsync = async (scope) => {
  await registerImageMultipart(scope, {
    files: GRAPHQL_MAX_FILES,
    fields: 2,
    fieldSize: OPERATIONS_MAX_BYTES,
    parts: 2 + GRAPHQL_MAX_FILES + 2,
  });
  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await readGraphqlMultipart(request);
    } catch (error) {
      throw multipartFailure(error);
    }
  });
};

export const graphqlMultipartPlugin = fp(graphqlMultipart, { name: 'graphql-multipart' });
