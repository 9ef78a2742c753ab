import { featureTexts } from '../../i18n/feature-texts';
import ar from './locales/ar.json';
import en from './locales/en.json';

// The texts of the Customers pages, in both languages (the Arabic file must carry every English key).
export const customersTexts = featureTexts('adminCustomers', en, ar);
