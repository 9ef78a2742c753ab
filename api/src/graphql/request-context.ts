import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { CurrentAdmin } from '../auth/current-admin';
import type { Language } from '../localized/language';

/**
 * What every resolver and service call receives first: a unit of work of its own (a forked
 * EntityManager, never the global one), the signed-in admin if any, and the request's logger.
 */
export interface RequestContext {
  em: EntityManager;
  admin: CurrentAdmin | null;
  log: FastifyBaseLogger;
  /** The HTTP request behind the operation (headers such as Idempotency-Key, the client address). */
  request: FastifyRequest;
  /** The language the owner's texts are answered in (localized/request-language.ts), falling back to the other. */
  language: Language;
}
