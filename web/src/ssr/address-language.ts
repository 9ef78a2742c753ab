import { isLanguage, type Language } from '../i18n/language';
import { LANGUAGE_PARAM } from './language-param';
import type { SsrPayload } from './ssr-payload';

/**
 * The language the address chose (`?lang=ar`), or null when it chose none. A server-rendered
 * page says so in its payload (the server read the same address); the back office comes as the
 * empty shell, so its address is read here.
 */
export function addressLanguage(payload: SsrPayload | null): Language | null {
  if (payload) return payload.languageFromAddress ? payload.language : null;
  if (typeof window === 'undefined') return null;
  const chosen = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  return isLanguage(chosen) ? chosen : null;
}
