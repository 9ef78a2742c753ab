import { Language } from '../localized/language';
import { inLanguage } from '../localized/localized-text';
import { SETTING_TEXT_KEYS, type SettingTextKey } from './setting-text-key';
import type { SettingText } from './setting-text.type';
import { arabicTwin, LOCALIZED_TEXT_FIELDS, OPTIONAL_LOCALIZED_FIELDS } from './localized-setting-fields';
import type { SiteSettings } from './site-settings.entity';
import type { SiteSettingsTranslation, SiteSettingsView } from './site-settings.type';

/** The extended texts that are set, in the order of SettingTextKey. */
function setTexts(texts: Partial<Record<SettingTextKey, string>>): SettingText[] {
  return SETTING_TEXT_KEYS.filter((key) => typeof texts[key] === 'string').map((key) => ({ key, value: texts[key]! }));
}

/** The settings' texts as written in one language, with no fallback. */
function writtenIn(settings: SiteSettings, language: Language): SiteSettingsTranslation {
  const twin = language === Language.ar ? arabicTwin : <F extends string>(field: F) => field;
  const texts = Object.fromEntries(
    [...LOCALIZED_TEXT_FIELDS, ...OPTIONAL_LOCALIZED_FIELDS].map((field) => [
      field,
      settings[twin(field) as keyof SiteSettings],
    ]),
  ) as Omit<SiteSettingsTranslation, 'texts'>;
  return { ...texts, texts: setTexts(language === Language.ar ? settings.textsAr : settings.texts) };
}

/**
 * What a reader in `language` sees of the settings: each text in that language (in Arabic,
 * the English where there is no Arabic; localized-text.ts says why not the other way). The extended texts are the language's own only: an unset one
 * shows the interface's default, which exists in both languages, rather than a label in the
 * other language.
 */
export function settingsView(settings: SiteSettings, language: Language): SiteSettingsView {
  const written = { en: writtenIn(settings, Language.en), ar: writtenIn(settings, Language.ar) };
  const localized = Object.fromEntries(
    [...LOCALIZED_TEXT_FIELDS, ...OPTIONAL_LOCALIZED_FIELDS].map((field) => [
      field,
      inLanguage(language, { en: written.en[field], ar: written.ar[field] }),
    ]),
  ) as Omit<SiteSettingsTranslation, 'texts'>;
  return {
    ...localized,
    texts: written[language].texts,
    heroImage: settings.heroImage,
    ownerImage: settings.ownerImage,
    aboutImage: settings.aboutImage,
    logo: settings.logo,
    phone: settings.phone,
    email: settings.email,
    instagram: settings.instagram,
    facebook: settings.facebook,
    written,
  };
}
