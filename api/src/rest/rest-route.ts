import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import { adminErrorResponses, bearerAuth, errorResponses, publicAccess } from './rest-schemas';
import type { StreamedAnswer } from './streamed-answer';

/**
 * A route's JSON schemas plus the OpenAPI metadata every call must declare, so a new route
 * cannot leave a gap in the document integrators generate clients from.
 */
export type RestRouteSchema = FastifySchema & {
  summary: string;
  tags: string[];
  /**
   * The call's name in generated clients (`listProducts`, `updateVoucher`): camelCase, unique,
   * and never changed once published, or integrators' code stops compiling.
   */
  operationId: string;
  /**
   * Who may call it: `bearerAuth` (the admin's token) or `publicAccess` (anyone). Required so
   * no call is public by omission.
   */
  security: ReadonlyArray<Readonly<Record<string, readonly string[]>>>;
  response: Record<number, unknown>;
};

/**
 * One REST call (docs/product.md#rest-api), declared rather than hand-written: its JSON schemas
 * (validation, documentation and serialisation), the GraphQL operation it runs, how the
 * request becomes the operation's variables, and how the operation's data becomes the answer.
 */
export interface RestRoute<
  TData = unknown,
  TVariables extends Record<string, unknown> = Record<string, unknown>,
  TItem = unknown,
> {
  method: HTTPMethods;
  /** Relative to /api. */
  url: string;
  schema: RestRouteSchema;
  operation: TypedDocumentNode<TData, TVariables>;
  /** May be async: multipart routes read their files here. */
  variables: (request: FastifyRequest) => TVariables | Promise<TVariables>;
  /** The request too, for an answer written in its language (the orders' CSV headings). */
  reply: (data: TData, request: FastifyRequest) => unknown;
  /**
   * A public read whose answer is the same for everyone and changes only through mutations:
   * kept in the read cache until the next write. A function picks the requests whose answers
   * are kept (the others are sent the same way, compressed, but not kept); a kept answer is
   * served without `headers`, so it picks none that has any.
   */
  cached?: boolean | ((request: FastifyRequest) => boolean);
  /** The status of a successful answer; 200 unless given. */
  successStatus?: number;
  /** Headers of a successful answer drawn from the data (`X-Total-Count`, `Content-Disposition`). */
  headers?: (data: TData) => Record<string, string>;
  /** A successful answer's media type when it is not JSON: `reply` then answers the body as a string. */
  contentType?: string;
  /**
   * A list of any length: for the requests it picks, the operation reads the first page and the
   * rest follow a page at a time, each sent as it comes (streamed-list.ts); `reply` serves the others.
   */
  streamed?: StreamedAnswer<TData, TVariables, TItem>;
}

/** Keeps each route's data and variables types tied to its operation. */
export function restRoute<TData, TVariables extends Record<string, unknown>, TItem = unknown>(
  route: RestRoute<TData, TVariables, TItem>,
): RestRoute<TData, TVariables, TItem> {
  return route;
}

/** A route list loses the per-route types; they were checked when each was declared. */
export type AnyRestRoute = RestRoute<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A route as a feature declares it, before who may call it is applied: its schema names only
 * the answers and failures of its own.
 */
export type RestRouteDeclaration<TData, TVariables extends Record<string, unknown>, TItem = unknown> = Omit<
  RestRoute<TData, TVariables, TItem>,
  'schema'
> & { schema: Omit<RestRouteSchema, 'security'> };

/**
 * Who may call decides both the security requirement the document states and the failures such
 * a call can answer: each declaring function below sets the two together.
 */
function routeFor(security: RestRouteSchema['security'], failures: Record<number, unknown>) {
  return <TData, TVariables extends Record<string, unknown>, TItem = unknown>(
    route: RestRouteDeclaration<TData, TVariables, TItem>,
  ): RestRoute<TData, TVariables, TItem> => ({
    ...route,
    schema: { ...route.schema, security, response: { ...route.schema.response, ...failures } },
  });
}

/** A call anyone may make. */
export const publicRoute = routeFor(publicAccess, errorResponses);

/** A call that needs the admin's bearer token: refused with 401 without it (rest-admin-guard.ts). */
export const adminRoute = routeFor(bearerAuth, adminErrorResponses);
