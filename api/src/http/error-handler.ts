import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_ERROR_MESSAGE } from '../errors/error-codes';

/**
 * The one place an HTTP failure becomes an answer: `{error}` with the status. Below 500 the
 * message is the caller's to read; at 500 and above the details go to the log only.
 */
export function httpErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.validation ? 400 : (error.statusCode ?? 500);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    reply.code(500).send({ error: INTERNAL_ERROR_MESSAGE });
    return;
  }
  reply.code(status).send({ error: error.message });
}
