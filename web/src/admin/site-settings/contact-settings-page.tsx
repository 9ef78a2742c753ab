import { ContactFields, contactFieldNames, InstagramField } from './contact-fields';
import { SettingsFormPage } from './settings-form-page';
import { SettingsCard } from './settings-layout';

/** /admin/contact (docs/product.md#settings-pages): the phone, email, address and Instagram customers see. */
export function ContactSettingsPage() {
  return (
    <SettingsFormPage page="contact" fields={[...contactFieldNames, 'instagram']} required={contactFieldNames}>
      {(form) => (
        <SettingsCard>
          <ContactFields form={form} />
          <InstagramField form={form} />
        </SettingsCard>
      )}
    </SettingsFormPage>
  );
}
