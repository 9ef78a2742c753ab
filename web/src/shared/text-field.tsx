import type { ComponentPropsWithRef } from 'react';
import { FormField, TextInput, type FieldControlProps, type FormFieldProps, type RequiredMarkTone } from './form-field';

type InputProps = Omit<ComponentPropsWithRef<'input'>, keyof FieldControlProps | 'className'>;

interface TextFieldProps extends Omit<FormFieldProps, 'required' | 'children'>, InputProps {
  /** Draws the required star in this tone (FormField's `required`); `required` itself goes to the input. */
  requiredMark?: RequiredMarkTone | false;
}

/** A FormField whose control is a text input: the field's props and the input's, side by side. */
export function TextField({
  id,
  label,
  requiredMark,
  hint,
  error,
  invalid,
  describedBy,
  className,
  ...input
}: TextFieldProps) {
  const field = { id, label, hint, error, invalid, describedBy, className };
  return (
    <FormField {...field} required={requiredMark}>
      {(control) => <TextInput {...control} {...input} />}
    </FormField>
  );
}
