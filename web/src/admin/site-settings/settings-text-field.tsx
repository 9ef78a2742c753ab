import { useTranslation } from 'react-i18next';
import { FieldError, TextArea, TextInput } from '../../shared/form-field';
import { Field } from '../shared/admin-form';
import type { SettingsImageName, SettingsTextName } from './admin-settings';
import { settingsFieldId, type SettingsFormState } from './use-settings-form';

interface SettingsTextFieldProps<Text extends SettingsTextName, Image extends SettingsImageName> {
  form: SettingsFormState<Text, Image>;
  name: Text;
  label: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'tel' | 'email';
  hint?: string;
  /** The page's own findings about the value (footer link lines), shown under it. */
  problems?: readonly string[];
  onBlur?: () => void;
}

/**
 * One labelled settings text. A required one carries `required` (SPEC §5) and, when left blank
 * on Save, says so under it; its messages are tied to it for screen readers.
 */
export function SettingsTextField<Text extends SettingsTextName, Image extends SettingsImageName>({
  form,
  name,
  label,
  rows,
  type = 'text',
  hint,
  problems = [],
  onBlur,
}: SettingsTextFieldProps<Text, Image>) {
  const { t } = useTranslation();
  const id = settingsFieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const messages = [...(form.isMissing(name) ? [t('adminSettings.requiredField', { field: label })] : []), ...problems];
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const control = {
    id,
    // The owner's texts may be English or Arabic whatever the page's language: each reads in its own direction.
    dir: 'auto',
    name,
    value: form.value(name),
    required: form.isRequired(name),
    'aria-invalid': messages.length > 0 || undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    onBlur,
  };

  return (
    <Field label={label} htmlFor={id} required={form.isRequired(name)} hint={hint} hintId={hintId}>
      {rows ? (
        <TextArea {...control} rows={rows} onChange={(event) => form.setValue(name, event.target.value)} />
      ) : (
        <TextInput {...control} type={type} onChange={(event) => form.setValue(name, event.target.value)} />
      )}
      {errorId && (
        <div id={errorId}>
          {messages.map((message) => (
            <FieldError key={message}>{message}</FieldError>
          ))}
        </div>
      )}
    </Field>
  );
}
