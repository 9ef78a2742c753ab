import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { bufferedFileUpload, type FileUpload } from './image-upload';
import { multipartFailure } from './multipart-failure';
import { findUnsafeText, unsafeTextMessage } from '../input-safety';

/** The JSON schema of a REST write's fields: an object schema with named properties. */
export interface FormFieldsSchema {
  type: 'object';
  properties: Record<string, object>;
  required?: readonly string[];
}

export interface RestForm<Fields> {
  fields: Fields;
  /** The files of the named file fields that were sent (an empty file input counts as none). */
  files: Partial<Record<string, FileUpload>>;
}

/**
 * The request body of a REST write that takes JSON or a multipart form: JSON as the route's
 * schema validated it, or, for multipart/form-data, the form's text fields run through the same
 * schema (with Fastify's type coercion: '4.500' becomes 4.5, 'true' becomes true) and the
 * files of `fileFields` read into memory. Answers 400 like Fastify's own validation.
 */
export async function readForm<Fields>(
  request: FastifyRequest,
  schema: FormFieldsSchema,
  fileFields: readonly string[],
): Promise<RestForm<Fields>> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Fields, files: {} };

  const fields: Record<string, unknown> = {};
  const files: Partial<Record<string, FileUpload>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = await readFilePart(part, fileFields);
        if (file) files[part.fieldname] = file;
      } else {
        if (part.valueTruncated) throw new HttpError(413, `The ${part.fieldname} field is too long`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }

  const unsafe = findUnsafeText(fields);
  if (unsafe) throw new HttpError(400, unsafeTextMessage(unsafe));
  const validate = request.compileValidationSchema(schema, 'body');
  if (!validate(fields)) {
    const problems = (validate.errors ?? []).map((error) => `body${error.instancePath} ${error.message}`);
    throw new HttpError(400, problems.join(', ') || 'Invalid form');
  }
  return { fields: fields as Fields, files };
}

async function readFilePart(part: MultipartFile, fileFields: readonly string[]): Promise<FileUpload | null> {
  if (!fileFields.includes(part.fieldname)) {
    part.file.resume();
    return null;
  }
  // The parser stops a file one byte past the image limit, so this holds at most that much.
  const content = await part.toBuffer();
  // A file input left empty arrives as a part with neither a name nor bytes.
  if (!part.filename && content.length === 0) return null;
  return bufferedFileUpload({
    filename: part.filename ?? '',
    mimetype: part.mimetype,
    encoding: part.encoding,
    content,
  });
}

/**
 * The `body` schema of a route that takes JSON or a multipart form: Fastify validates JSON
 * against `json`. The multipart schema documents the form for the OpenAPI document; Fastify
 * checks it against the still-unread form (an empty object, see rest-multipart.plugin.ts), so
 * it requires nothing, and readForm() validates the fields once they are read.
 */
export function jsonOrFormBody(json: FormFieldsSchema, files: Record<string, string>) {
  const fileProperties = Object.fromEntries(
    Object.entries(files).map(([name, description]) => [name, { type: 'string', format: 'binary', description }]),
  );
  return {
    content: {
      'application/json': { schema: json },
      'multipart/form-data': {
        schema: {
          type: 'object',
          description:
            'The same fields as text, plus the image files. Images are PNG, JPEG, GIF or WebP, 5 MB at most.',
          properties: { ...json.properties, ...fileProperties },
        },
      },
    },
  };
}
