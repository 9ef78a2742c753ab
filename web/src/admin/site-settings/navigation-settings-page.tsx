import { useFeatureTexts } from '../../i18n/feature-texts';
import type { AdminSettings } from './admin-settings';
import { ExtendedTextFields } from './extended-text-fields';
import { extendedTextFields } from './extended-texts';
import { LogoField } from './logo-field';
import { SettingsForm } from './settings-form';
import { SettingsCard } from './settings-layout';
import { SettingsPage } from './settings-page';
import { SettingsTextPair } from './settings-text-pair';
import { siteSettingsTexts } from './site-settings-texts';
import { useSettingsForm } from './use-settings-form';

/**
 * SPEC §2 Admin Navigation (/admin/navigation): the site name (English required, Arabic
 * optional) and logo of the header; then the storefront's extended texts (SPEC §3), which the
 * route table gives no page of their own, in English and Arabic.
 */
export function NavigationSettingsPage() {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <SettingsPage title={t('adminSettings.navigation.title')} description={t('adminSettings.navigation.description')}>
      {(settings) => <NavigationSettingsForm settings={settings} />}
    </SettingsPage>
  );
}

function NavigationSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  const form = useSettingsForm(settings, {
    fields: ['siteName', ...extendedTextFields],
    required: ['siteName'],
    images: ['logo'],
  });
  return (
    <SettingsForm
      form={form}
      saveLabel={t('adminSettings.navigation.save')}
      messages={{ success: t('adminSettings.navigation.saved'), failurePrefix: t('adminSettings.navigation.failed') }}
    >
      <SettingsCard>
        <SettingsTextPair form={form} name="siteName" label={t('adminSettings.navigation.siteName')} />
        <LogoField form={form} />
      </SettingsCard>
      <ExtendedTextFields form={form} settings={settings} />
    </SettingsForm>
  );
}
