import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What every resolver and service call receives first: a unit of work of its own (a forked
 * EntityManager, never the global one) and the request's logger.
 */
export interface RequestContext {
  em: EntityManager;
  log: FastifyBaseLogger;
}
