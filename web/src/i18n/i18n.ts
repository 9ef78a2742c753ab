import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readSsrPayload } from '../ssr/ssr-payload';
import { startLanguage } from '../ssr/start-language';
import { baseResources, i18nOptions } from './create-i18n';
import { applyDocumentLanguage, isLanguage, mirrorLanguageCookie, storeLanguage } from './language';

/**
 * The browser's i18next instance, started in the stored language (see start-language.ts: a
 * server-rendered page is hydrated only when it was rendered in that language).
 */
const i18n = createInstance();
void i18n.use(initReactI18next).init(i18nOptions(startLanguage(readSsrPayload()), baseResources()));

if (isLanguage(i18n.language)) {
  applyDocumentLanguage(i18n.language, i18n.dir(i18n.language));
  mirrorLanguageCookie(i18n.language);
}
i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  storeLanguage(language);
  applyDocumentLanguage(language, i18n.dir(language));
});

export { i18n };
