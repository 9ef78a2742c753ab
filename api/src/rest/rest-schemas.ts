import type { FastifyRequest } from 'fastify';

/** JSON schemas and helpers shared by the REST routes of every feature. */

export const errorBody = {
  $id: 'Error',
  type: 'object',
  description: 'Every failure answers this shape with a fitting status.',
  properties: { error: { type: 'string' } },
  required: ['error'],
} as const;

export const errorResponses = {
  400: { $ref: 'Error#' },
  404: { $ref: 'Error#' },
  500: { $ref: 'Error#' },
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
