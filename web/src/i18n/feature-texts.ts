import { i18n } from './i18n';
import type { Language } from './language';

/**
 * A feature's own texts, added to the translations when its lazily loaded code arrives, so the
 * first download carries only the texts of the header, home and catalog. Both languages come
 * with the feature's code: no call fetches texts (SPEC §1). Keys stay in the one namespace,
 * so t('checkout.title') reads the same as any other key.
 */
export function registerFeatureTexts<T extends object>(texts: Record<Language, T>): void {
  for (const [language, resources] of Object.entries(texts)) {
    i18n.addResourceBundle(language, 'translation', resources, true, false);
  }
}
