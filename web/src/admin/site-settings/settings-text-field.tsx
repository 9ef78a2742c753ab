import { useFeatureTexts } from '../../i18n/feature-texts';
import { FormField, TextArea, TextInput } from '../../shared/form-field';
import { languageInputProps, type TextLanguage } from '../shared/bilingual';
import type { SettingsImageName, SettingsTextName } from './admin-settings';
import { siteSettingsTexts } from './site-settings-texts';
import { settingsFieldId, type SettingsFormState } from './use-settings-form';

export interface SettingsTextFieldProps<Text extends SettingsTextName, Image extends SettingsImageName> {
  form: SettingsFormState<Text, Image>;
  name: Text;
  /** The whole visible label, language included where the field has two ('Hero Title (English)'). */
  label: string;
  /** Which value of a translated text this input edits; left out for the single ones (phone, email...). */
  language?: TextLanguage;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'tel' | 'email';
  /** A hint drawn under the input. */
  hint?: string;
  /** The id of a hint drawn elsewhere (one hint under an English and Arabic pair). */
  hintId?: string;
  /** Shown while empty: what the storefront shows then. */
  placeholder?: string;
  /** The page's own findings about the value (footer link lines), shown under it. */
  problems?: readonly string[];
  onBlur?: () => void;
}

/**
 * One labelled settings text. A required one carries `required` and, when left blank
 * on Save, says so under it; its messages are tied to it for screen readers. The input of a
 * translated text says its language (lang, dir), so Arabic reads right to left whatever the
 * back office's language.
 */
export function SettingsTextField<Text extends SettingsTextName, Image extends SettingsImageName>({
  form,
  name,
  label,
  language,
  rows,
  type = 'text',
  hint,
  hintId: sharedHintId,
  placeholder,
  problems = [],
  onBlur,
}: SettingsTextFieldProps<Text, Image>) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  const id = settingsFieldId(name, language);
  const required = form.isRequired(name, language);
  const missing = form.isMissing(name, language) ? [t('adminSettings.requiredField', { field: label })] : [];
  const text = {
    // A single value (phone, email, handles) is not in either language: each reads in its own direction.
    ...(language ? languageInputProps[language] : { dir: 'auto' }),
    name: language === 'ar' ? `ar.${name}` : name,
    value: form.value(name, language),
    required,
    placeholder,
    onBlur,
  };
  const change = (value: string) => form.setValue(name, value, language);

  return (
    <FormField
      id={id}
      label={label}
      required={required && 'brand'}
      hint={hint}
      error={[...missing, ...problems]}
      describedBy={[sharedHintId]}
    >
      {(control) =>
        rows ? (
          <TextArea {...control} {...text} rows={rows} onChange={(event) => change(event.target.value)} />
        ) : (
          <TextInput {...control} {...text} type={type} onChange={(event) => change(event.target.value)} />
        )
      }
    </FormField>
  );
}
