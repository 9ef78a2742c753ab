/** The interface languages (SPEC §1); English is the default and the fallback. */
export const supportedLanguages = ['en', 'ar'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'en';

/** SPEC §9 local storage key. */
const storageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'ar' : 'en';
}

export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies): the default still works.
    return defaultLanguage;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Not remembering the choice is better than failing the switch.
  }
}

/** Screen readers, fonts and the logical CSS properties all follow <html lang dir>. */
export function applyDocumentLanguage(language: Language, direction: 'ltr' | 'rtl'): void {
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
}
