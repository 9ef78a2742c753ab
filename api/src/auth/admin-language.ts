import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../localized/language';
import { languageFromAcceptLanguage, languageFromQuery } from '../localized/request-language';
import { Admin } from './admin.entity';

/**
 * The language a request names (`?lang`, else Accept-Language), or undefined when it names
 * none. Unlike the language texts are answered in, there is no English default here: a script
 * signing in over REST without a language must not switch an Arabic owner's emails to English.
 */
export function statedLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): Language | undefined {
  return languageFromQuery(request.query) ?? languageFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * The language the owner's emails are written in: the shop's first admin's (the one not
 * invited), English while the shop has none. Read as a plain row, so the caller's unit of work
 * gains no managed Admin.
 */
export async function ownerLanguage(em: EntityManager): Promise<Language> {
  const row = await em
    .createQueryBuilder(Admin)
    .select('language')
    .orderBy({ invitedAt: 'asc nulls first', id: 'asc' })
    .limit(1)
    .execute('get');
  return (row as Pick<Admin, 'language'> | undefined)?.language ?? DEFAULT_LANGUAGE;
}
