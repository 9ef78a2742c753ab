import './site-settings-texts';
import { useTranslation } from 'react-i18next';
import type { AdminSettings } from './admin-settings';
import { ContactFields, contactFieldNames, InstagramField } from './contact-fields';
import { SettingsForm } from './settings-form';
import { SettingsCard } from './settings-layout';
import { SettingsPage } from './settings-page';
import { useSettingsForm } from './use-settings-form';

/** SPEC §2 Admin Contact (/admin/contact): the phone, email, address and Instagram customers see. */
export function ContactSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t('adminSettings.contact.title')} description={t('adminSettings.contact.description')}>
      {(settings) => <ContactSettingsForm settings={settings} />}
    </SettingsPage>
  );
}

function ContactSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
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
