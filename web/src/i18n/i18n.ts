import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readSsrPayload } from '../ssr/ssr-payload';
import { addFeatureTexts, baseResources, i18nOptions } from './create-i18n';
import { followFeatureTexts } from './feature-texts';
import { applyDocumentLanguage, isLanguage, readStoredLanguage, storeLanguage } from './language';

/**
 * The browser's i18next instance. A server-rendered page starts in the language it was rendered
 * in, so hydration finds the same texts (the app switches to the stored language afterwards if
 * they differ, see use-stored-language.ts); a page the browser renders alone starts in the
 * stored language (SPEC §4 Language).
 */
const i18n = createInstance();
void i18n.use(initReactI18next).init(i18nOptions(readSsrPayload()?.language ?? readStoredLanguage(), baseResources()));
followFeatureTexts((texts) => addFeatureTexts(i18n, texts));

if (isLanguage(i18n.language)) applyDocumentLanguage(i18n.language, i18n.dir(i18n.language));
i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  storeLanguage(language);
  applyDocumentLanguage(language, i18n.dir(language));
});

export { i18n };
