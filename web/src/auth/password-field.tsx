import type { ComponentProps } from 'react';
import { splitFieldProps, type ControlFieldProps } from '../shared/field-props';
import { FormField } from '../shared/form-field';
import { PasswordInput } from './password-input';

/** A FormField whose control is a password input with its show/hide toggle. */
export function PasswordField(props: ControlFieldProps<ComponentProps<typeof PasswordInput>>) {
  const { field, control } = splitFieldProps(props);
  return <FormField {...field}>{(aria) => <PasswordInput {...aria} {...control} />}</FormField>;
}
