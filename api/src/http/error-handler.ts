import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '../database/database-availability';
import { INTERNAL_ERROR_MESSAGE } from '../errors/error-codes';

/**
 * The one place an HTTP failure becomes an answer: `{error}` with the status. Below 500 the
 * message is the caller's to read; at 500 and above the details go to the log only. A database
 * outage answers 503 with Retry-After and is logged once for the whole outage (by
 * databaseAvailability), not once per request.
 */
export function httpErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const availability = request.server.databaseAvailability;
  const databaseUnavailable = availability?.explains(error) ?? false;
  if (databaseUnavailable) availability.reportFailure(error);
  const status = databaseUnavailable ? 503 : error.validation ? 400 : (error.statusCode ?? 500);
  // 503: the database's absence (raw here, or mapped from SERVICE_UNAVAILABLE by the REST facade
  // with the database's message), or another service away (the image bucket) with its own message.
  if (status === 503) {
    const message = databaseUnavailable || !error.message ? DATABASE_UNAVAILABLE_MESSAGE : error.message;
    reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ error: message });
    return;
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    reply.code(500).send({ error: INTERNAL_ERROR_MESSAGE });
    return;
  }
  reply.code(status).send({ error: error.message });
}
