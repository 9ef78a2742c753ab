import type { ComponentPropsWithRef } from 'react';
import { splitFieldProps, type ControlFieldProps } from './field-props';
import { FormField, TextInput } from './form-field';

/** A FormField whose control is a text input: the field's props and the input's, side by side. */
export function TextField(props: ControlFieldProps<ComponentPropsWithRef<'input'>>) {
  const { field, control } = splitFieldProps(props);
  return <FormField {...field}>{(aria) => <TextInput {...aria} {...control} />}</FormField>;
}
