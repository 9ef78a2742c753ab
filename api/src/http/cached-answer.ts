import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerReplay } from './answer-replay';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** What answers are compressed with, in the order of preference when a client takes both. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Levels cheap enough to compress on every request that misses the cache (brotli 11, used for
 * the built files, takes ~50 times longer for a few per cent less).
 */
export const DYNAMIC_BROTLI_QUALITY = 4;
export const DYNAMIC_GZIP_LEVEL = 6;

/** How each encoding is made; an object so a test can count the calls. */
export const answerCompressors: Record<AnswerEncoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body, { level: DYNAMIC_GZIP_LEVEL }),
};

/**
 * A serialised JSON answer kept in the read cache, with its compressed forms made the first
 * time a client asks for each, so a cache hit costs neither serialising nor compressing.
 */
export class CachedAnswer {
  readonly body: Buffer;
  /** When it was made: the read cache keeps it for a limited time from then. */
  readonly madeAt = Date.now();
  private readonly encoded: Partial<Record<AnswerEncoding, Buffer>> = {};

  constructor(readonly json: string) {
    this.body = Buffer.from(json);
  }

  /** Whether the answer is worth compressing at all. */
  get compressible(): boolean {
    return this.body.length >= COMPRESSION_THRESHOLD;
  }

  encodedAs(encoding: AnswerEncoding): Buffer {
    return (this.encoded[encoding] ??= answerCompressors[encoding](this.body));
  }
}

/** The encoding to answer with from an Accept-Encoding header, as @fastify/compress reads it. */
export function answerEncodingFor(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined;
  // `*` means any (gzip for old clients' sake) and x-gzip is gzip, as in @fastify/compress.
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate<AnswerEncoding>(header, [...ANSWER_ENCODINGS]) ?? undefined;
}

/** Adds a request header to Vary, keeping what other plugins (CORS) put there. */
export function varyOn(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', header);
    return;
  }
  const listed = String(vary).toLowerCase().split(',');
  const wanted = header.toLowerCase();
  if (!listed.some((name) => name.trim() === wanted || name.trim() === '*')) {
    reply.header('vary', `${String(vary)}, ${header}`);
  }
}

export function varyOnAcceptEncoding(reply: FastifyReply): void {
  varyOn(reply, 'Accept-Encoding');
}

/** Where a cached read's answer is kept to be sent again as it went out, and the read cache's version it was read at. */
export interface AnswerKeeping {
  replay: AnswerReplay;
  version: number;
}

/**
 * Sends a cached answer in the encoding the client prefers. Content-Encoding is set here, so
 * @fastify/compress leaves the body alone. With `keeping`, the answer as sent is also kept for
 * the next identical request (http/answer-replay.ts).
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  keeping?: AnswerKeeping,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  // Cached reads hold the owner's texts in the request's language (localized/request-language.ts).
  varyOn(reply, 'Accept-Language');
  let body = answer.body;
  if (answer.compressible) {
    varyOnAcceptEncoding(reply);
    const encoding = answerEncodingFor(request.headers['accept-encoding']);
    if (encoding !== undefined) {
      reply.header('content-encoding', encoding);
      body = answer.encodedAs(encoding);
    }
  }
  keeping?.replay.keep(request, reply, answer, body, keeping.version);
  return reply.send(body);
}
