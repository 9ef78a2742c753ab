import type { FastifyPluginAsync, FastifyReply } from 'fastify';

const statusBody = (status: 'ok' | 'unavailable') =>
  ({ type: 'object', properties: { status: { type: 'string', enum: [status] } }, required: ['status'] }) as const;

/**
 * Probes for load balancers and orchestrators, outside /api (they are not part of the shop's
 * calls, docs/product.md#other-addresses). Liveness never touches the database, so a database outage does not
 * get a healthy process restarted; readiness does, so traffic goes elsewhere meanwhile. Probes
 * arrive every few seconds: they log only warnings, and no cache may keep their answer.
 */
export const healthPlugin: FastifyPluginAsync = async (app) => {
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Liveness: the process answers',
        description: 'Always 200 while the server runs; never touches the database.',
        tags: ['health'],
        operationId: 'getHealth',
        response: { 200: statusBody('ok') },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return { status: 'ok' };
    },
  );

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Readiness: the database answers',
        description:
          'Runs a trivial query: 200 when the database answers within 2 seconds, else 503 `{"status": "unavailable"}` until it does. Also 503 while the server drains before stopping (SHUTDOWN_DRAIN_SECONDS).',
        tags: ['health'],
        operationId: 'getHealthReady',
        response: { 200: statusBody('ok'), 503: statusBody('unavailable') },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      // A replica on its way out says so first, and serves on until the balancer has heard it.
      const ok = !app.draining && (await app.databaseAvailability.check());
      return ok ? { status: 'ok' } : reply.code(503).send({ status: 'unavailable' });
    },
  );
};
