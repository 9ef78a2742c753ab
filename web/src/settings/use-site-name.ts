import { useTranslation } from 'react-i18next';
import { useSiteSettings } from './use-site-settings';

/** The owner's site name, or the brand name while settings load, fail or leave it empty. */
export function useSiteName(): string {
  const { t } = useTranslation();
  const { settings } = useSiteSettings();
  return settings?.siteName || t('brand.name');
}
