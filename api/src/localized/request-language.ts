import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/**
 * The first of our languages an Accept-Language header asks for, by its q weights ('ar-BH,
 * en;q=0.8' is Arabic); undefined when it names neither. A weight of 0 means "not this one".
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const asked = header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((q) => q !== undefined);
      return { base: range.trim().toLowerCase().split('-')[0], q: weight === undefined ? 1 : Number(weight), order };
    })
    .filter(({ base, q }) => isLanguage(base) && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return asked[0]?.base as Language | undefined;
}

/** `?lang=ar` or `?lang=en` of an address; anything else is not a choice. */
export function languageFromQuery(query: unknown): Language | undefined {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(lang) ? lang : undefined;
}

/**
 * The language a request reads the owner's texts in: `?lang`, else Accept-Language, else
 * English. The REST facade and GraphQL both follow it (the web client sends its interface
 * language as Accept-Language on every call).
 */
export function requestLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): Language {
  return (
    languageFromQuery(request.query) ??
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}
