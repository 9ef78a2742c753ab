import { useFeatureTexts } from '../../i18n/feature-texts';
import type { AdminSettings } from './admin-settings';
import { HeroFields } from './hero-fields';
import { SettingsForm } from './settings-form';
import { SettingsCard } from './settings-layout';
import { SettingsPage } from './settings-page';
import { siteSettingsTexts } from './site-settings-texts';
import { useSettingsForm } from './use-settings-form';

/** SPEC §2 Admin Home (/admin/home): the home page's hero banner. */
export function HomeSettingsPage() {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <SettingsPage title={t('adminSettings.home.title')} description={t('adminSettings.home.description')}>
      {(settings) => <HomeSettingsForm settings={settings} />}
    </SettingsPage>
  );
}

function HomeSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  const form = useSettingsForm(settings, {
    fields: ['heroTitle', 'heroSubtitle'],
    required: ['heroTitle'],
    images: ['heroImage'],
  });
  return (
    <SettingsForm
      form={form}
      saveLabel={t('adminSettings.home.save')}
      messages={{ success: t('adminSettings.home.saved'), failurePrefix: t('adminSettings.updateSettingsFailed') }}
    >
      <SettingsCard>
        <HeroFields form={form} />
      </SettingsCard>
    </SettingsForm>
  );
}
