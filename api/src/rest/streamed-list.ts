import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphqlResult } from '../graphql/graphql.plugin';
import { restError } from './graphql-input-errors';
import type { RestRoute } from './rest-route';
import type { StreamedAnswer, StreamedBody } from './streamed-answer';

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
