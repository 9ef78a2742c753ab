import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';

/**
 * One REST call of SPEC.md section 7, declared rather than hand-written: its JSON schemas
 * (validation, documentation and serialisation), the GraphQL operation it runs, how the
 * request becomes the operation's variables, and how the operation's data becomes the answer.
 */
export interface RestRoute<TData = unknown, TVariables extends Record<string, unknown> = Record<string, unknown>> {
  method: HTTPMethods;
  /** Relative to /api. */
  url: string;
  schema: FastifySchema & { summary: string; tags: string[]; response: Record<number, unknown> };
  operation: TypedDocumentNode<TData, TVariables>;
  /** May be async: multipart routes read their files here. */
  variables: (request: FastifyRequest) => TVariables | Promise<TVariables>;
  reply: (data: TData) => unknown;
  /**
   * A public read whose answer is the same for everyone and changes only through mutations:
   * kept in the read cache until the next write.
   */
  cached?: boolean;
  /** The status of a successful answer; 200 unless given. */
  successStatus?: number;
}

/** Keeps each route's data and variables types tied to its operation. */
export function restRoute<TData, TVariables extends Record<string, unknown>>(
  route: RestRoute<TData, TVariables>,
): RestRoute<TData, TVariables> {
  return route;
}

/** A route list loses the per-route types; they were checked when each was declared. */
export type AnyRestRoute = RestRoute<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
