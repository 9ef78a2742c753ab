import { useFeatureTexts } from '../../i18n/feature-texts';
import { ImageFileInput } from '../shared/image-file-input';
import type { SettingsImageName, SettingsTextName } from './admin-settings';
import { siteSettingsTexts } from './site-settings-texts';
import { settingsFieldId, type SettingsFormState } from './use-settings-form';

interface SettingsImageFieldProps<Text extends SettingsTextName, Image extends SettingsImageName> {
  form: SettingsFormState<Text, Image>;
  name: Image;
  label: string;
}

/** An optional settings image: the stored one previewed until a new file is chosen to replace it. */
export function SettingsImageField<Text extends SettingsTextName, Image extends SettingsImageName>({
  form,
  name,
  label,
}: SettingsImageFieldProps<Text, Image>) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  return (
    <ImageFileInput
      id={settingsFieldId(name)}
      label={label}
      current={form.storedImage(name)}
      file={form.file(name)}
      onChange={(file) => form.setFile(name, file)}
      hint={t('adminSettings.imageHint')}
    />
  );
}
