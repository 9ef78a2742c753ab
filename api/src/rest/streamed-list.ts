import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphqlResult } from '../graphql/graphql.plugin';
import { restError } from './graphql-input-errors';
import type { RestRoute } from './rest-route';

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
  pagesAfter: (request: FastifyRequest, variables: TVariables, firstPage: readonly TItem[]) => AsyncIterable<readonly TItem[]>;
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

/**
 * A JSON array, the same bytes as the route's answer when sent whole: each page's items, as
 * `toAnswer` shapes them, serialised by the route's 200 response schema (a JSON array) without
 * its brackets.
 */
export function jsonArrayBody<TItem>(toAnswer: (item: TItem) => unknown): StreamedBody<TItem> {
  return {
    start: () => '[',
    page: (items, _request, reply) => (reply.serialize(items.map(toAnswer)) as string).slice(1, -1),
    separator: ',',
    end: ']',
  };
}

/** The operation's data, or the error it answered as the status its code maps to. */
function dataOf<TData>(result: GraphqlResult<TData>): TData {
  const [error] = result.errors ?? [];
  if (error) throw restError(error);
  if (!result.data) throw new Error('GraphQL answered neither data nor errors');
  return result.data;
}

/** The parts of the body: the first page, then each page after it as the response stream asks for more. */
async function* bodyParts<TItem>(
  body: StreamedBody<TItem>,
  firstPage: readonly TItem[],
  pagesAfter: AsyncIterable<readonly TItem[]>,
  request: FastifyRequest,
  reply: FastifyReply,
): AsyncGenerator<string> {
  yield body.start(request);
  let wroteAPage = false;
  const write = (items: readonly TItem[]) => {
    const part = body.page(items, request, reply);
    if (part === '') return '';
    const written = wroteAPage ? body.separator + part : part;
    wroteAPage = true;
    return written;
  };
  const first = write(firstPage);
  if (first !== '') yield first;
  for await (const items of pagesAfter) {
    const part = write(items);
    if (part !== '') yield part;
    // Whatever came in meanwhile (a readiness probe, an order) runs before the next page is read.
    await nextTurn();
  }
  if (body.end !== '') yield body.end;
}

/** Answers `route` in pages, as its `streamed` says. The body is a stream: @fastify/compress compresses it on the way out. */
export async function sendStreamed<TData, TVariables extends Record<string, unknown>, TItem>(
  app: FastifyInstance,
  route: RestRoute<TData, TVariables, TItem>,
  streamed: StreamedAnswer<TData, TVariables, TItem>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const variables = streamed.first(await route.variables(request));
  const data = dataOf(await app.executeGraphql(request, route.operation, variables));
  const firstPage = streamed.items(data);
  if (route.headers) reply.headers(route.headers(data));
  reply.type(route.contentType ?? 'application/json; charset=utf-8').code(route.successStatus ?? 200);
  const parts = bodyParts(streamed.body, firstPage, streamed.pagesAfter(request, variables, firstPage), request, reply);
  // Bytes, not objects: the stream buffers up to its high-water mark (a page or so), then waits.
  return reply.send(Readable.from(parts, { objectMode: false }));
}
