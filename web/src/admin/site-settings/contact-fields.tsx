import { useFeatureTexts } from '../../i18n/feature-texts';
import type { SettingsImageName } from './admin-settings';
import { SettingsTextField } from './settings-text-field';
import { SettingsTextPair } from './settings-text-pair';
import { siteSettingsTexts } from './site-settings-texts';
import type { SettingsFormState } from './use-settings-form';

export const contactFieldNames = ['phone', 'email', 'address'] as const;

type ContactFieldName = (typeof contactFieldNames)[number] | 'instagram';

/**
 * The shop's phone (tel), email (email) and address, required wherever they are edited
 * (docs/product.md#settings-pages; the address in English and Arabic, the English one required), and the Instagram
 * handle: on the Contact page and in the Site Settings form.
 */
export function ContactFields({ form }: { form: SettingsFormState<ContactFieldName, SettingsImageName> }) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <>
      <SettingsTextField form={form} name="phone" type="tel" label={t('adminSettings.fields.phone')} />
      <SettingsTextField form={form} name="email" type="email" label={t('adminSettings.fields.email')} />
      <SettingsTextPair form={form} name="address" label={t('adminSettings.fields.address')} />
    </>
  );
}

export function InstagramField({ form }: { form: SettingsFormState<ContactFieldName, SettingsImageName> }) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <SettingsTextField
      form={form}
      name="instagram"
      label={t('adminSettings.fields.instagram')}
      hint={t('adminSettings.fields.instagramHint')}
    />
  );
}
