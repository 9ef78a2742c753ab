import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when its answer has gone: method, URL, client, status and time.
 * Fastify's default writes two ('incoming request', then 'request completed'), which doubled
 * the logging cost of every cached read. The line keeps Fastify's field names (req, res,
 * responseTime, err) and levels (info, error when the answer failed); a route's `logLevel`
 * (the health probes' 'warn') still silences it.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Said by the line written when the request completes.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
