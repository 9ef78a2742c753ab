import { useFeatureTexts } from '../../i18n/feature-texts';
import { SettingsImageField } from './settings-image-field';
import { SettingsTextPair } from './settings-text-pair';
import { siteSettingsTexts } from './site-settings-texts';
import type { SettingsFormState } from './use-settings-form';

export const heroFieldNames = ['heroTitle', 'heroSubtitle'] as const;

/**
 * The home hero's title (the English one required) and subtitle in English and Arabic,
 * and its background image: on Home and in Site Settings.
 */
export function HeroFields({ form }: { form: SettingsFormState<(typeof heroFieldNames)[number], 'heroImage'> }) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <>
      <SettingsTextPair form={form} name="heroTitle" label={t('adminSettings.fields.heroTitle')} />
      <SettingsTextPair form={form} name="heroSubtitle" label={t('adminSettings.fields.heroSubtitle')} rows={2} />
      <SettingsImageField form={form} name="heroImage" label={t('adminSettings.fields.heroImage')} />
    </>
  );
}
