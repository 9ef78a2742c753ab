import type { FastifyRequest } from 'fastify';

/** JSON schemas and helpers shared by the REST routes of every feature. */

export const errorBody = {
  $id: 'Error',
  type: 'object',
  description: 'Every failure answers this shape with a fitting status.',
  properties: { error: { type: 'string' } },
  required: ['error'],
} as const;

export const errorRef = { $ref: 'Error#' } as const;

/**
 * The failures every call can answer: bad input, unknown id, the generic 500, and 503 (with
 * Retry-After) while the database is unreachable.
 */
export const errorResponses = { 400: errorRef, 404: errorRef, 500: errorRef, 503: errorRef } as const;

/** Adds the failures of a call that needs the admin's bearer token. */
export const adminErrorResponses = { ...errorResponses, 401: errorRef } as const;

/** Any further statuses a call can answer with `{error}` (409, 413, 415, 429, ...). */
export function moreErrors<Status extends number>(...statuses: Status[]): Record<Status, typeof errorRef> {
  return Object.fromEntries(statuses.map((status) => [status, errorRef])) as Record<Status, typeof errorRef>;
}

/** The OpenAPI security requirement of a call that needs the admin's bearer token. */
export const bearerAuth = [{ bearerAuth: [] }];

/** The OpenAPI security requirement of a public call: none, stated rather than left out. */
export const publicAccess: [] = [];

/** The answer of a call that only reports it was done (deletes, logout): `{success: true}`. */
export const successTrueBody = {
  type: 'object',
  properties: { success: { type: 'boolean', enum: [true] } },
  required: ['success'],
} as const;

export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'A numeric id.' } },
  required: ['id'],
} as const;

/** The `{id}` of a route validated by idParams, as the operation's ID variable. */
export function idVariables(request: FastifyRequest): { id: string } {
  return { id: String((request.params as { id: number }).id) };
}

export const nullableString = { type: ['string', 'null'] } as const;

/** GraphQL IDs are text; REST answers carry numbers. */
export function toRestId(id: string): number {
  return Number(id);
}

/** An id a REST write sends (a number) as the GraphQL ID it names; one not sent stays unsent. */
export function fromRestId(id: number | undefined): string | undefined {
  return id === undefined ? undefined : String(id);
}

const LANGUAGE_CHOICE =
  "The language of the owner's texts in the answer (name, description, heroTitle, ...): `ar` or `en`. Without it the Accept-Language header chooses, else English. A text empty in that language is answered in the other; the Arabic texts are also in the `_ar` fields.";

/** `?lang=` of every call whose answer holds the owner's texts (localized/request-language.ts reads it). */
export const languageQuery = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['en', 'ar'], description: LANGUAGE_CHOICE } },
} as const;

/** An answer's Arabic twin of a text field: `name` -> `name_ar`. */
export function arabicField(name: string): string {
  return `${name}_ar`;
}

/**
 * The JSON schema of a list of objects with these properties, the shape of the nested lists in
 * REST answers and writes (an order's lines and their choices, a product's groups and their
 * choices, the delivery days and their windows). `required` names what every item holds;
 * `closed` refuses properties the item does not list, for a write that must not guess.
 */
export function listOfObjects<const Properties extends object, const Required extends readonly string[]>(
  properties: Properties,
  required: Required,
  { description, closed = false }: { description?: string; closed?: boolean } = {},
) {
  return {
    type: 'array',
    ...(description === undefined ? {} : { description }),
    items: { type: 'object', properties, required, ...(closed ? { additionalProperties: false } : {}) },
  } as const;
}
