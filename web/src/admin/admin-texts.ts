import { featureTexts } from '../i18n/feature-texts';
import ar from './locales/ar.json';
import en from './locales/en.json';

// The back office's shared texts (shell, dashboard, common buttons), in both languages; the
// Arabic file must carry every English key. Each admin page has its own namespace beside it.
export const adminTexts = featureTexts('admin', en, ar);
