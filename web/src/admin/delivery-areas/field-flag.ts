import { flaggedBy } from '../../shared/form-field';

/** A field's `invalid` and `describedBy`: flagged while the form's problem is about the control with this id. */
export type FieldFlag = (controlId: string) => ReturnType<typeof flaggedBy>;
