import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from './locales/ar.json';
import en from './locales/en.json';
import {
  applyDocumentLanguage,
  defaultLanguage,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
  supportedLanguages,
} from './language';

// Compile-time check that the Arabic file carries every English key.
const arabic: typeof en = ar;

export const resources = {
  en: { translation: en },
  ar: { translation: arabic },
} as const;

// Registered before init so the starting language is applied to <html> as well.
i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  storeLanguage(language);
  applyDocumentLanguage(language, i18n.dir(language));
});

// Both languages are bundled (SPEC §1: no call fetches them), so init completes synchronously.
void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: supportedLanguages,
  initAsync: false,
  // React escapes rendered text already (SPEC §9: escaping disabled).
  interpolation: { escapeValue: false },
});

export { i18n };
