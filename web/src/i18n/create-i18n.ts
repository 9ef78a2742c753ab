import { createInstance, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import ar from './locales/ar.json';
import en from './locales/en.json';
import { defaultLanguage, supportedLanguages, type Language } from './language';

// Compile-time check that the Arabic file carries every English key.
const arabic: typeof en = ar;

/** The texts every page needs; each feature adds its own namespace with its code (feature-texts.ts). */
export function baseResources(): Resource {
  return { en: { translation: { ...en } }, ar: { translation: { ...arabic } } };
}

/** The options every instance shares: both languages bundled, so init completes synchronously. */
export function i18nOptions(language: Language, resources: Resource): InitOptions {
  return {
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages,
    // A feature's namespace reads the shared texts (prices, the shop's name) as its own.
    fallbackNS: 'translation',
    initAsync: false,
    // React escapes rendered text already, so i18next's escaping is off (docs/product.md#interface-languages).
    interpolation: { escapeValue: false },
  };
}

/**
 * An i18next instance of its own. The browser keeps one for the page's life (i18n.ts); the
 * server makes one per request, so two shoppers rendered at once never share a language.
 */
export function createI18n(language: Language, resources: Resource = baseResources()): I18n {
  const instance = createInstance();
  void instance.init(i18nOptions(language, resources));
  return instance;
}
