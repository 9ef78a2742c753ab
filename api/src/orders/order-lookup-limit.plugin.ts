import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';
import type { Orm } from '../database/orm';
import { AttemptLimit, createAttemptStore } from '../rate-limit';
import { ORDER_LOOKUP_LIMIT } from './order-lookup';

declare module 'fastify' {
  interface FastifyInstance {
    /** Guest order lookups per client address, shared by REST and GraphQL (and by every instance). */
    orderLookupLimit: AttemptLimit;
  }
}

export interface OrderLookupLimitPluginOptions {
  config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>;
  orm: Orm;
  /** The shop's Redis key prefix (redisKeyPrefix). */
  redisKeyPrefix: string;
}

/** The lookup limit with the store every instance shares (rate-limit/ picks Redis, PostgreSQL or memory). */
export const orderLookupLimitPlugin = fp<OrderLookupLimitPluginOptions>(
  async (app, { config, orm, redisKeyPrefix }) => {
    const store = createAttemptStore(
      {
        redisUrl: config.redisUrl,
        databaseUrl: config.databaseUrl,
        keyPrefix: redisKeyPrefix,
        orm,
        log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
      },
      { redisNamespace: 'order-lookups', postgresLimitName: 'order-lookup', purpose: 'order lookup limits' },
    );
    const limit = new AttemptLimit(store, ORDER_LOOKUP_LIMIT);
    app.decorate('orderLookupLimit', limit);
    app.addHook('onClose', () => limit.close());
  },
  { name: 'order-lookup-limit' },
);
