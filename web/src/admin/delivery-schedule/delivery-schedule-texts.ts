import { registerFeatureTexts } from '../../i18n/feature-texts';
import ar from './locales/ar.json';
import en from './locales/en.json';

// The texts of the delivery schedule page, in both languages; the Arabic file must carry every English key.
const arabic: typeof en = ar;
registerFeatureTexts({ en, ar: arabic });
