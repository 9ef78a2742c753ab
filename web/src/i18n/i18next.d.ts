import 'i18next';
import type en from './locales/en.json';

// Types every t('...') key against the English file, so a typo or a missing text fails tsc.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
