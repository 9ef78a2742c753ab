import fp from 'fastify-plugin';
import { DatabaseAvailability, isDatabaseUnavailableError } from './database-availability';
import type { Orm } from './orm';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database answers; fed by failing requests, read by /health/ready. */
    databaseAvailability: DatabaseAvailability;
  }
}

export interface DatabaseAvailabilityPluginOptions {
  orm: Orm;
  /** How long the readiness ping may take; 2 s unless given. */
  timeoutMs?: number;
  /** While unreachable, how often to ping again; 1 s unless given. */
  recheckMs?: number;
}

/** One availability tracker per server, on `app.databaseAvailability`, stopped with the server. */
export const databaseAvailabilityPlugin = fp<DatabaseAvailabilityPluginOptions>(
  async (app, { orm, timeoutMs, recheckMs }) => {
    const availability = new DatabaseAvailability({
      // Through the same pool as the requests: a pool that cannot hand out a connection is an outage too.
      ping: () => orm.em.getConnection().execute('select 1'),
      log: app.log,
      timeoutMs,
      recheckMs,
    });
    app.decorate('databaseAvailability', availability);
    // Every failed statement passes here, also those whose error never reaches a request as such
    // (a transaction's BEGIN: the request then sees knex's dead-transaction error instead).
    orm.em
      .getConnection()
      .getKnex()
      .on('query-error', (error: unknown) => {
        if (isDatabaseUnavailableError(error)) availability.reportFailure(error);
      })
      .on('query-response', () => availability.reportAnswer());
    app.addHook('onClose', async () => availability.close());
  },
  { name: 'database-availability' },
);
