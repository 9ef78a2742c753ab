import { supportedLanguages, type Language } from '../i18n/language';
import { LANGUAGE_PARAM } from '../ssr/language-param';

/** Open Graph locales: English as in the United States, Arabic as in Bahrain, the shop's country. */
export const openGraphLocale: Record<Language, string> = { en: 'en_US', ar: 'ar_BH' };

interface PageAddress {
  pathname: string;
  search: string;
}

/** The page's address with its language as the `lang` parameter (or without one: null). */
export function addressIn(origin: string, { pathname, search }: PageAddress, language: Language | null): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  if (language) params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The page in each language, for `<link rel="alternate" hreflang>`: each language by its `lang`
 * parameter, and x-default without it, where the shopper's own choice (the language cookie)
 * or English applies. Each language's address is also its canonical address.
 */
export function languageAlternates(origin: string, page: PageAddress): { hrefLang: string; href: string }[] {
  return [
    ...supportedLanguages.map((language) => ({ hrefLang: language, href: addressIn(origin, page, language) })),
    { hrefLang: 'x-default', href: addressIn(origin, page, null) },
  ];
}

/** An image address made absolute, as Open Graph and schema.org want it. */
export function absoluteAddress(origin: string, address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address, origin || 'http://localhost').href;
  } catch {
    return undefined;
  }
}
