import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A list of any length as one answer, never whole in memory and never holding the server. The
 * route's GraphQL operation reads the first page, as for any call: a refusal (a bad filter, no
 * token) is an ordinary `{error}` answer, and the headers come from it (`X-Total-Count`). The
 * pages after it are read one at a time as the response asks for them, and each is written as it
 * comes: between two pages the event loop serves other requests and the database connection goes
 * back to the pool (the embedded database has only one); a client that reads slowly holds the
 * reading back (the stream's buffer takes a page or so, then waits for 'drain'), and one that
 * leaves ends it. A failure after the first byte can only cut the answer short; it is logged.
 */
export interface StreamedAnswer<TData, TVariables, TItem> {
  /** Whether this request is answered in pages (the orders list: when no `limit` is asked). */
  when: (request: FastifyRequest) => boolean;
  /** The first page's variables, given the route's. */
  first: (variables: TVariables) => TVariables;
  /** The items of the first page. */
  items: (data: TData) => readonly TItem[];
  /** The pages after the first (an empty list when the first was the last), each read when the body needs it. */
  pagesAfter: (
    request: FastifyRequest,
    variables: TVariables,
    firstPage: readonly TItem[],
  ) => AsyncIterable<readonly TItem[]>;
  body: StreamedBody<TItem>;
}

/** How the pages make up the body. */
export interface StreamedBody<TItem> {
  /** Before the first page (`[`, a CSV header row). */
  start: (request: FastifyRequest) => string;
  /** One page, shaped: JSON items serialised by the route's response schema, CSV rows. */
  page: (items: readonly TItem[], request: FastifyRequest, reply: FastifyReply) => string;
  /** Between two pages that are not empty (`,` between JSON items). */
  separator: string;
  /** After the last page. */
  end: string;
}
