import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import type { CachedAnswer } from './cached-answer';

/** What the replay needs of the read cache: its version, which every write moves on. */
export interface WriteVersion {
  currentVersion(): number;
}

/**
 * The request headers a cached read's answer can depend on, beyond its address: the encoding
 * and language it is written in, the CORS origin, what Apollo's CSRF check reads of a GET, and
 * the host a link in it could be built from. An answer is replayed only to a request that
 * sends the same values of all of them (absent counts as a value).
 */
const KEY_HEADERS = [
  'accept-encoding',
  'accept-language',
  'origin',
  'content-type',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
] as const;

/** Connection-level headers Node writes itself, never part of a kept answer. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

interface KeptAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  version: number;
  madeAt: number;
}

/** Whether a request may be answered from (and its answer kept in) the replay: a plain GET. */
function isReplayable(request: IncomingMessage): boolean {
  const { headers } = request;
  return request.method === 'GET' && headers.authorization === undefined && headers.upgrade === undefined;
}

function replayKey(request: IncomingMessage): string {
  let key = request.url ?? '';
  // A header sent twice reads as its values joined, as Node gives them.
  for (const name of KEY_HEADERS) key += `\n${String(request.headers[name] ?? '')}`;
  return key;
}

/**
 * The answers of the public cached reads (the catalogue and the settings over REST, and the
 * storefront's GraphQL GETs), kept as they went out (status, headers and bytes) and sent again
 * to the next identical GET before Fastify sees it: no request and reply objects, logger, hooks,
 * routing or validation, which cost a read from the cache about twice what sending its bytes
 * costs (docs/benchmarks.md). What the reads would have done is in the answer kept: the security
 * headers, Vary, the negotiated encoding. The answers follow the read cache: one kept before
 * the last write (on this instance or another) or longer ago than its age limit is never sent.
 *
 * Not replayed, and so served by the whole stack: any other method (a GraphQL POST, a HEAD),
 * a request with credentials or asking for a protocol upgrade, and any address or header values
 * not seen since the last write. Replayed answers write no request log line (at `debug` only).
 */
export class AnswerReplay {
  private readonly kept = new Map<string, KeptAnswer>();

  constructor(
    private readonly cache: WriteVersion,
    private readonly maxEntries = 500,
    private readonly maxAgeMs = 60_000,
  ) {}

  /**
   * Keeps the answer a cached read is sending, `body` being `answer` in the encoding sent: call
   * just before `reply.send(body)`, with the read cache's version taken when the answer was read
   * or made. It lasts no longer than the answer's age limit in the read cache.
   */
  keep(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, body: Buffer, version: number): void {
    if (!isReplayable(request.raw) || version !== this.cache.currentVersion()) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !CONNECTION_HEADERS.has(name)) headers[name] = value;
    }
    headers['content-length'] = body.length;
    if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(replayKey(request.raw), {
      status: reply.statusCode,
      headers,
      body,
      version,
      madeAt: answer.madeAt,
    });
  }

  /** Sends the kept answer to this request and says so, or says there is none (the stack answers). */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.kept.size === 0 || !isReplayable(request)) return false;
    const key = replayKey(request);
    const kept = this.kept.get(key);
    if (kept === undefined) return false;
    if (kept.version !== this.cache.currentVersion() || Date.now() - kept.madeAt > this.maxAgeMs) {
      this.kept.delete(key);
      return false;
    }
    response.writeHead(kept.status, kept.headers);
    response.end(kept.body);
    return true;
  }
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (its timeouts and limits as it
 * sets them), whose requests meet the replay before Fastify.
 */
export function replayingServer(replay: AnswerReplay): FastifyServerFactory {
  return (handle, options) => {
    const limits = options as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!replay.answer(request, response)) handle(request, response);
    });
    if (limits.keepAliveTimeout !== undefined) server.keepAliveTimeout = limits.keepAliveTimeout;
    if (limits.requestTimeout !== undefined) server.requestTimeout = limits.requestTimeout;
    server.setTimeout(limits.connectionTimeout ?? 0);
    if (limits.maxRequestsPerSocket) server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
    return server;
  };
}
