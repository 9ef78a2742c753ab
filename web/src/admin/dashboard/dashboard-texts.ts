import { featureTexts } from '../../i18n/feature-texts';
import ar from './locales/ar.json';
import en from './locales/en.json';

// The dashboard's texts (figures, failed order emails, backups), in both languages (the Arabic file must carry every English key).
export const dashboardTexts = featureTexts('adminDashboard', en, ar);
