import { useTranslation } from 'react-i18next';
import { SettingsImageField } from './settings-image-field';
import { SettingsTextField } from './settings-text-field';
import type { SettingsFormState } from './use-settings-form';

/** The home hero's title (required, SPEC §5), subtitle and background image: on Home and in Site Settings. */
export function HeroFields({ form }: { form: SettingsFormState<'heroTitle' | 'heroSubtitle', 'heroImage'> }) {
  const { t } = useTranslation();
  return (
    <>
      <SettingsTextField form={form} name="heroTitle" label={t('adminSettings.fields.heroTitle')} />
      <SettingsTextField form={form} name="heroSubtitle" label={t('adminSettings.fields.heroSubtitle')} rows={2} />
      <SettingsImageField form={form} name="heroImage" label={t('adminSettings.fields.heroImage')} />
    </>
  );
}
