import { useFeatureTexts } from '../../i18n/feature-texts';
import { SettingsFormPage } from './settings-form-page';
import { SettingsCard } from './settings-layout';
import { SettingsImageField } from './settings-image-field';
import { SettingsTextPair } from './settings-text-pair';
import { siteSettingsTexts } from './site-settings-texts';

/**
 * /admin/about (docs/product.md#settings-pages): the About page's title, story and mission in
 * English and Arabic, and its picture.
 */
export function AboutSettingsPage() {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <SettingsFormPage
      page="about"
      fields={['aboutTitle', 'aboutSubtitle', 'aboutDescription', 'aboutMission']}
      images={['aboutImage']}
    >
      {(form) => (
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
      )}
    </SettingsFormPage>
  );
}
