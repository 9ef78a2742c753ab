import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { ownerLanguage } from '../auth/admin-language';
import { DEFAULT_LANGUAGE, type Language } from '../localized/language';

/** The owner's language; a failure to read it costs the mail its language, never the mail. */
export async function ownerMailLanguage(em: EntityManager, log: FastifyBaseLogger): Promise<Language> {
  try {
    return await ownerLanguage(em);
  } catch (error) {
    log.warn({ err: error }, "The owner's language could not be read: the mail is in English");
    return DEFAULT_LANGUAGE;
  }
}
