import { useFeatureTexts } from '../../i18n/feature-texts';
import type { AdminSettings } from './admin-settings';
import { ContactFields, contactFieldNames, InstagramField } from './contact-fields';
import { HeroFields, heroFieldNames } from './hero-fields';
import { SettingsForm } from './settings-form';
import { SettingsSection, SettingsSections } from './settings-layout';
import { SettingsImageField } from './settings-image-field';
import { SettingsPage } from './settings-page';
import { SettingsTextField } from './settings-text-field';
import { SettingsTextPair } from './settings-text-pair';
import { siteSettingsTexts } from './site-settings-texts';
import { TestEmailButton } from './test-email-button';
import { useSettingsForm } from './use-settings-form';

/**
 * Site Settings (/admin/settings, docs/product.md#settings-pages): hero, owner, contact and social media in one form,
 * with its own loading and error texts and a test of the shop's email. The owner's texts and
 * the address are written in English and Arabic; phone, email and handles once.
 */
export function SiteSettingsPage() {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <SettingsPage
      page="site"
      loadingText={t('adminSettings.site.loading')}
      errorText={t('adminSettings.site.loadError')}
    >
      {(settings) => <SiteSettingsForm settings={settings} />}
    </SettingsPage>
  );
}

function SiteSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  const form = useSettingsForm(settings, {
    fields: [
      ...heroFieldNames,
      'ownerName',
      'ownerMessage',
      'ownerProfessionalBio',
      'ownerAchievements',
      ...contactFieldNames,
      'instagram',
      'facebook',
    ],
    required: ['heroTitle', ...contactFieldNames],
    images: ['heroImage', 'ownerImage'],
  });
  return (
    <SettingsForm form={form} page="site" actions={<TestEmailButton storedEmail={settings.email} />}>
      <SettingsSections>
        <SettingsSection legend={t('adminSettings.site.heroSection')}>
          <HeroFields form={form} />
        </SettingsSection>
        <SettingsSection legend={t('adminSettings.site.ownerSection')}>
          <SettingsTextPair form={form} name="ownerName" label={t('adminSettings.site.ownerName')} />
          <SettingsTextPair form={form} name="ownerMessage" label={t('adminSettings.site.ownerMessage')} rows={4} />
          <SettingsImageField form={form} name="ownerImage" label={t('adminSettings.site.ownerImage')} />
          <SettingsTextPair
            form={form}
            name="ownerProfessionalBio"
            label={t('adminSettings.site.ownerProfessionalBio')}
            hint={t('adminSettings.site.ownerProfessionalBioHint')}
            rows={3}
          />
          <SettingsTextPair
            form={form}
            name="ownerAchievements"
            label={t('adminSettings.site.ownerAchievements')}
            hint={t('adminSettings.site.ownerAchievementsHint')}
            rows={3}
          />
        </SettingsSection>
        <SettingsSection legend={t('adminSettings.site.contactSection')}>
          <ContactFields form={form} />
        </SettingsSection>
        <SettingsSection legend={t('adminSettings.site.socialSection')}>
          <InstagramField form={form} />
          <SettingsTextField
            form={form}
            name="facebook"
            label={t('adminSettings.site.facebook')}
            hint={t('adminSettings.site.facebookHint')}
          />
        </SettingsSection>
      </SettingsSections>
    </SettingsForm>
  );
}
