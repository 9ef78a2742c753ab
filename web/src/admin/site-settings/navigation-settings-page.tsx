import { useFeatureTexts } from '../../i18n/feature-texts';
import { ExtendedTextFields } from './extended-text-fields';
import { extendedTextFields } from './extended-texts';
import { LogoField } from './logo-field';
import { SettingsFormPage } from './settings-form-page';
import { SettingsCard } from './settings-layout';
import { SettingsTextPair } from './settings-text-pair';
import { siteSettingsTexts } from './site-settings-texts';

/**
 * /admin/navigation (docs/product.md#settings-pages): the site name (English required, Arabic
 * optional) and logo of the header; then the storefront's extended texts (docs/product.md#extended-texts), which have
 * no page of their own, in English and Arabic.
 */
export function NavigationSettingsPage() {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <SettingsFormPage
      page="navigation"
      fields={['siteName', ...extendedTextFields]}
      required={['siteName']}
      images={['logo']}
    >
      {(form, settings) => (
        <>
          <SettingsCard>
            <SettingsTextPair form={form} name="siteName" label={t('adminSettings.navigation.siteName')} />
            <LogoField form={form} />
          </SettingsCard>
          <ExtendedTextFields form={form} settings={settings} />
        </>
      )}
    </SettingsFormPage>
  );
}
