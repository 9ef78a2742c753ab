import { useFeatureTexts } from '../../i18n/feature-texts';
import type { AdminSettings } from './admin-settings';
import { SettingsForm } from './settings-form';
import { SettingsCard } from './settings-layout';
import { SettingsImageField } from './settings-image-field';
import { SettingsPage } from './settings-page';
import { SettingsTextPair } from './settings-text-pair';
import { siteSettingsTexts } from './site-settings-texts';
import { useSettingsForm } from './use-settings-form';

/** SPEC §2 Admin About (/admin/about): the About page's title, story and mission in English and Arabic, and its picture. */
export function AboutSettingsPage() {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <SettingsPage title={t('adminSettings.about.title')} description={t('adminSettings.about.description')}>
      {(settings) => <AboutSettingsForm settings={settings} />}
    </SettingsPage>
  );
}

function AboutSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  const form = useSettingsForm(settings, {
    fields: ['aboutTitle', 'aboutSubtitle', 'aboutDescription', 'aboutMission'],
    images: ['aboutImage'],
  });
  return (
    <SettingsForm
      form={form}
      saveLabel={t('adminSettings.about.save')}
      messages={{ success: t('adminSettings.about.saved'), failurePrefix: t('adminSettings.updateSettingsFailed') }}
    >
      <SettingsCard>
        <SettingsTextPair form={form} name="aboutTitle" label={t('adminSettings.about.aboutTitle')} />
        <SettingsTextPair
          form={form}
          name="aboutSubtitle"
          label={t('adminSettings.about.aboutSubtitle')}
          hint={t('adminSettings.about.aboutSubtitleHint')}
        />
        <SettingsTextPair
          form={form}
          name="aboutDescription"
          label={t('adminSettings.about.aboutDescription')}
          rows={4}
        />
        <SettingsTextPair form={form} name="aboutMission" label={t('adminSettings.about.aboutMission')} rows={3} />
        <SettingsImageField form={form} name="aboutImage" label={t('adminSettings.about.aboutImage')} />
      </SettingsCard>
    </SettingsForm>
  );
}
