import type { ComponentPropsWithRef } from 'react';
import { splitFieldProps, type ControlFieldProps } from './field-props';
import { FormField, SelectInput } from './form-field';

/** A FormField whose control is a select: the field's props and the select's (its options as children), side by side. */
export function SelectField(props: ControlFieldProps<ComponentPropsWithRef<'select'>>) {
  const { field, control } = splitFieldProps(props);
  return <FormField {...field}>{(aria) => <SelectInput {...aria} {...control} />}</FormField>;
}
