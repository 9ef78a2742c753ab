import type { FieldControlProps, FormFieldProps, RequiredMarkTone } from './form-field';

/**
 * The props of a FormField drawn around one control (TextField, SelectField...): the field's
 * own and the control's side by side, so a caller writes one element instead of a render prop.
 */
export type ControlFieldProps<ControlProps> = Omit<FormFieldProps, 'required' | 'children'> &
  Omit<ControlProps, keyof FieldControlProps | 'className'> & {
    /** Draws the required star in this tone (FormField's `required`); `required` itself goes to the control. */
    requiredMark?: RequiredMarkTone | false;
  };

/** Parts a control field's props into the FormField's and the control's. */
export function splitFieldProps<ControlProps>({
  id,
  label,
  requiredMark,
  hint,
  error,
  invalid,
  describedBy,
  className,
  ...control
}: ControlFieldProps<ControlProps>) {
  return { field: { id, label, required: requiredMark, hint, error, invalid, describedBy, className }, control };
}
