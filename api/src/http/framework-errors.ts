import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { helmetHeaders } from './security-headers.plugin';
import { SHOP_HELMET_OPTIONS } from './security.plugin';

/** The longest stretch of an address between two slashes that the router reads (Fastify's default). */
export const MAX_PATH_SEGMENT_LENGTH = 100;

/** The security headers every answer carries, for the answers Fastify writes before any hook runs. */
let shopHeaders: Readonly<Record<string, string>> | undefined;
const securityHeaders = () => (shopHeaders ??= helmetHeaders(SHOP_HELMET_OPTIONS));

const ROUTER_FAILURES: Record<string, { status: number; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: `A part of the address is too long: at most ${MAX_PATH_SEGMENT_LENGTH} characters between two slashes`,
  },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid: it holds a malformed %-escape' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request could not be routed' },
};

/**
 * What the router refuses before any route (and so any hook) sees the request: the same
 * `{error}` and security headers as every other answer, instead of Fastify's own body.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const failure = ROUTER_FAILURES[error.code] ?? { status: 400, message: 'The request could not be routed' };
  reply.headers(securityHeaders()).code(failure.status).send({ error: failure.message });
}

/** Node's HTTP parser's refusals, by the code it gives them. */
function clientFailure(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: "The request's headers are too large" };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive' };
  if (code === 'HPE_URI_TOO_LONG') return { status: 414, message: 'The address is too long' };
  return { status: 400, message: 'The request is not valid HTTP' };
}

/**
 * A request Node's HTTP parser could not read (headers too large, not HTTP, too slow): there
 * is no request to answer through Fastify, so the answer is written on the socket, which is
 * then closed, with the same `{error}` shape and security headers as every other answer.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = clientFailure(error.code);
    const body = JSON.stringify({ error: message });
    const headers = Object.entries({
      ...securityHeaders(),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}\r\n${body}`);
  }
  socket.destroy();
}
