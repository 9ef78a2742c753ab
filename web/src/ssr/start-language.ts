import { defaultLanguage, readLanguageChoice, type Language } from '../i18n/language';
import { addressLanguage } from './address-language';
import type { SsrPayload } from './ssr-payload';

/**
 * The language the browser starts in (docs/product.md#choosing-the-language: local storage is the source): the
 * address's choice for a page asked for in a language (`?lang=ar`, which the browser then
 * stores), else the shopper's stored choice, else the language the server rendered the page in
 * (its cookie outlived the storage), else English.
 */
export function startLanguage(payload: SsrPayload | null): Language {
  return addressLanguage(payload) ?? readLanguageChoice() ?? payload?.language ?? defaultLanguage;
}

/**
 * Whether the browser can take over the server's HTML as it is: only when it starts in the
 * language the page was rendered in. Otherwise (the cookie said one language, storage the
 * other) it renders the page again in the stored language rather than hydrating text that
 * would change under React's feet.
 */
export function canHydrate(payload: SsrPayload | null): payload is SsrPayload {
  return payload !== null && startLanguage(payload) === payload.language;
}
