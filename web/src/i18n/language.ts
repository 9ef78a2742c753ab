/** The interface languages (docs/product.md#interface-languages); English is the default and the fallback. */
export const supportedLanguages = ['en', 'ar'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'en';

/** The local storage key (docs/product.md#local-storage). */
const storageKey = 'language';

/**
 * The cookie that mirrors the stored language, so the server renders a page in it from the
 * first byte. Local storage stays the source (docs/product.md#choosing-the-language); the cookie is
 * rewritten whenever the language is read or changed, and lasts a year.
 */
export const languageCookie = 'language';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function mirrorLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'ar' : 'en';
}

/** The language the shopper chose in this browser, or null when none (or an unknown one) is stored. */
export function readLanguageChoice(): Language | null {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies): the default still works.
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Not remembering the choice is better than failing the switch.
  }
  mirrorLanguageCookie(language);
}

/** Screen readers, fonts and the logical CSS properties all follow <html lang dir>. */
export function applyDocumentLanguage(language: Language, direction: 'ltr' | 'rtl'): void {
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
}
