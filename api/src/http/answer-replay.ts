import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest, FastifyServerFactory, preParsingHookHandler } from 'fastify';
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

/**
 * The largest body a POST may have to be answered from the replay: a GraphQL read's document
 * and variables are a few hundred bytes; anything bigger goes to the stack unread.
 */
export const MAX_REPLAYED_BODY = 8 * 1024;

/** The bodies of POSTs the replay read before the stack saw them, to be given to its parser. */
const readBodies = new WeakMap<IncomingMessage, Buffer>();

function replayKey(request: IncomingMessage, body: Buffer | undefined): string {
  let key = request.url ?? '';
  // A header sent twice reads as its values joined, as Node gives them.
  for (const name of KEY_HEADERS) key += `\n${String(request.headers[name] ?? '')}`;
  // A body's bytes as they came, not re-encoded: the same client sends the same bytes.
  return body === undefined ? key : `${key}\n${body.toString('latin1')}`;
}

/**
 * Reads a small body whole, or answers undefined when the client gave up before its end (the
 * request then closes without ending; with no 'error' listener, Node emits no error).
 * Inline arrows: the build keeps function names, which costs a call for every named closure made.
 */
function readBody(request: IncomingMessage, then: (body: Buffer | undefined) => void): void {
  const chunks: Buffer[] = [];
  let settled = false;
  request.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
  });
  request.once('end', () => {
    settled = true;
    then(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  });
  request.once('close', () => {
    if (!settled) then(undefined);
  });
}

/** Where and how long answers are kept. */
export interface ReplayLimits {
  /** At most this many answers, the oldest given up first. */
  maxEntries?: number;
  /** An answer is sent again for at most this long after it was made. */
  maxAgeMs?: number;
}

/**
 * The answers of the public cached reads (the catalogue and the settings over REST, and the
 * storefront's GraphQL reads), kept as they went out (status, headers and bytes) and sent again
 * to the next identical request before Fastify sees it: no request and reply objects, logger,
 * hooks, routing, body parsing or validation, which cost a read from the cache about twice what
 * sending its bytes costs (docs/benchmarks.md). What the reads would have done is in the answer
 * kept: the security headers, Vary, the negotiated encoding. The answers follow the read cache:
 * one kept before the last write (on this instance or another) or longer ago than its age limit
 * is never sent.
 *
 * Identical means the same address, the same values of every header the answer can depend on
 * and, for a POST, the same body bytes. A POST is considered only at the addresses given
 * (`answerPostsAt`), as JSON of at most MAX_REPLAYED_BODY bytes: the server reads it, and when
 * no answer is kept for it, the stack parses the bytes read.
 *
 * Never replayed, and so served by the whole stack: any other method (a HEAD), a request with
 * credentials or asking for a protocol upgrade, and any address, header values or body not seen
 * since the last write. Replayed answers write no request log line (at `debug` only).
 */
export class AnswerReplay {
  private readonly kept = new Map<string, KeptAnswer>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly postPaths = new Set<string>();

  constructor(
    private readonly cache: WriteVersion,
    { maxEntries = 500, maxAgeMs = 60_000 }: ReplayLimits = {},
  ) {
    this.maxEntries = maxEntries;
    this.maxAgeMs = maxAgeMs;
  }

  /**
   * Keeps the answer a cached read is sending, `body` being `answer` in the encoding sent: call
   * just before `reply.send(body)`, with the read cache's version taken when the answer was read
   * or made. It lasts no longer than the answer's age limit in the read cache.
   */
  keep(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, body: Buffer, version: number): void {
    const raw = request.raw;
    if (!this.isReplayable(raw) || version !== this.cache.currentVersion()) return;
    const requestBody = readBodies.get(raw);
    // A POST whose body the server did not read (too big, or not JSON) has no key.
    if (raw.method === 'POST' && requestBody === undefined) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !CONNECTION_HEADERS.has(name)) headers[name] = value;
    }
    headers['content-length'] = body.length;
    if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(replayKey(raw, requestBody), {
      status: reply.statusCode,
      headers,
      body,
      version,
      madeAt: answer.madeAt,
    });
  }

  /**
   * Answers the request from what is kept, or hands it to `stack`: at once for a GET, and for a
   * POST it may answer once its body is read.
   */
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    stack: (request: IncomingMessage, response: ServerResponse) => void,
  ): void {
    if (!this.isReplayable(request)) {
      stack(request, response);
    } else if (request.method === 'GET') {
      if (!this.answer(request, undefined, response)) stack(request, response);
    } else {
      readBody(request, (body) => {
        // A request that failed while sending its body has no one to answer.
        if (body === undefined) {
          request.socket.destroy();
          return;
        }
        readBodies.set(request, body);
        if (!this.answer(request, body, response)) stack(request, response);
      });
    }
  }

  /**
   * Answers small JSON POSTs to `path` from what is kept, as it does GETs. Returns the preParsing
   * hook the route at `path` must have: it gives the body parser the bytes the server read.
   */
  answerPostsAt(path: string): preParsingHookHandler {
    this.postPaths.add(path);
    return (request, _reply, payload, done) => {
      const body = readBodies.get(request.raw);
      if (body === undefined) {
        done(null, payload);
        return;
      }
      const replayed = new PassThrough();
      replayed.end(body);
      done(null, replayed);
    };
  }

  /** Whether a request may be answered from (and its answer kept in) the replay. */
  private isReplayable(request: IncomingMessage): boolean {
    const { headers } = request;
    if (headers.authorization !== undefined || headers.upgrade !== undefined) return false;
    if (request.method === 'GET') return true;
    return (
      request.method === 'POST' &&
      this.postPaths.has(request.url ?? '') &&
      headers['transfer-encoding'] === undefined &&
      Number(headers['content-length']) <= MAX_REPLAYED_BODY &&
      (headers['content-type'] ?? '').startsWith('application/json')
    );
  }

  private answer(request: IncomingMessage, body: Buffer | undefined, response: ServerResponse): boolean {
    if (this.kept.size === 0) return false;
    const key = replayKey(request, body);
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
    const server = createServer(options.http ?? {}, (request, response) => replay.serve(request, response, handle));
    if (limits.keepAliveTimeout !== undefined) server.keepAliveTimeout = limits.keepAliveTimeout;
    if (limits.requestTimeout !== undefined) server.requestTimeout = limits.requestTimeout;
    server.setTimeout(limits.connectionTimeout ?? 0);
    if (limits.maxRequestsPerSocket) server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
    return server;
  };
}
