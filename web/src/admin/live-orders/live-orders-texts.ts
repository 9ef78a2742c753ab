import { featureTexts } from '../../i18n/feature-texts';
import ar from './locales/ar.json';
import en from './locales/en.json';

// The texts of the live orders (indicator, sound, notifications), in both languages (the Arabic file must carry every English key).
export const liveOrdersTexts = featureTexts('adminLiveOrders', en, ar);
