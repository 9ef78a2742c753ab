import { useFeatureTexts } from '../../i18n/feature-texts';
import type { AdminSettings } from './admin-settings';
import { ContactFields, contactFieldNames, InstagramField } from './contact-fields';
import { SettingsForm } from './settings-form';
import { SettingsCard } from './settings-layout';
import { SettingsPage } from './settings-page';
import { siteSettingsTexts } from './site-settings-texts';
import { useSettingsForm } from './use-settings-form';

/** SPEC §2 Admin Contact (/admin/contact): the phone, email, address and Instagram customers see. */
export function ContactSettingsPage() {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <SettingsPage title={t('adminSettings.contact.title')} description={t('adminSettings.contact.description')}>
      {(settings) => <ContactSettingsForm settings={settings} />}
    </SettingsPage>
  );
}

function ContactSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  const form = useSettingsForm(settings, {
    fields: [...contactFieldNames, 'instagram'],
    required: contactFieldNames,
  });
  return (
    <SettingsForm
      form={form}
      saveLabel={t('adminSettings.contact.save')}
      messages={{ success: t('adminSettings.contact.saved'), failurePrefix: t('adminSettings.contact.failed') }}
    >
      <SettingsCard>
        <ContactFields form={form} />
        <InstagramField form={form} />
      </SettingsCard>
    </SettingsForm>
  );
}
