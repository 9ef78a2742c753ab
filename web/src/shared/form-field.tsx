import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color } from '../theme/tokens';
import { controlFrame } from './control-frame';

/** The destructive red of error texts and alerts, fixed so it reads the same in every theme. */
export const destructiveColor = 'hsl(0 72% 38%)';

const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;

export const FieldHint = styled.p`
  color: ${color('mutedForeground')};
  font-size: 0.8125rem;
`;

export const FieldError = styled.p`
  color: ${destructiveColor};
  font-size: 0.875rem;
  font-weight: 600;
`;

const FieldBox = styled.div`
  display: grid;
  gap: 0.375rem;
`;

/**
 * The star of a required field's label: the storefront draws it in the alert red, the back
 * office in its primary colour. It is drawn by CSS with empty alternative text, so screen
 * readers hear "required" from the control itself, not "star", and the label's text stays the
 * field's name for whoever finds the field by it.
 */
export type RequiredMarkTone = 'alert' | 'brand';

const MarkedLabel = styled(FieldLabel)<{ $mark?: RequiredMarkTone }>`
  ${({ $mark }) =>
    $mark &&
    css`
      &::after {
        content: '*' / '';
        margin-inline-start: 0.25rem;
        color: ${$mark === 'brand' ? color('primary') : destructiveColor};
      }
    `}
`;

/** What a field hands its control: the id its label points at and the messages that describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  /** The control's id: the label points at it; the hint and the error take theirs from it. */
  id: string;
  label: ReactNode;
  /** Draws the required star in this tone; the control carries `required` or `aria-required` itself. */
  required?: RequiredMarkTone | false;
  /** Drawn under the control (id `<id>-hint`) and read with it. */
  hint?: ReactNode;
  /** What is wrong with the value, drawn under the control (id `<id>-error`); the control is then invalid. */
  error?: string | readonly string[];
  /**
   * Marks the control invalid while a message elsewhere (the form's alert) says why. Left out, a
   * valid control carries no aria-invalid; `false` says it is valid (a field checked as it is typed).
   */
  invalid?: boolean;
  /** The ids of messages drawn elsewhere that describe the control too (the form's alert, a pair's hint). */
  describedBy?: ReadonlyArray<string | false | undefined>;
  className?: string;
  /** Draws the control (and anything beside it) from the props that tie it to the label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A field's `invalid` and `describedBy` when a message drawn elsewhere (the form's alert, a line
 * under a row) says what is wrong with it: invalid and described by that message while `invalid`
 * holds, and no aria-invalid otherwise.
 */
export const flaggedBy = (messageId: string, invalid: boolean) => ({
  invalid: invalid || undefined,
  describedBy: [invalid && messageId],
});

/**
 * Every form's field: its label, the control, what is wrong with it and a hint, with the
 * control tied to them (`aria-invalid`, `aria-describedby`: the error first, then the hint,
 * then the messages drawn elsewhere).
 */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  invalid,
  describedBy = [],
  className,
  children,
}: FormFieldProps) {
  const errors = error === undefined ? [] : typeof error === 'string' ? [error].filter(Boolean) : error;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': errorId ? true : invalid,
    'aria-describedby': [errorId, hintId, ...describedBy].filter(Boolean).join(' ') || undefined,
  };
  return (
    <FieldBox className={className}>
      <MarkedLabel htmlFor={id} $mark={required || undefined}>
        {label}
      </MarkedLabel>
      {children(control)}
      {errorId &&
        (typeof error === 'string' ? (
          <FieldError id={errorId}>{error}</FieldError>
        ) : (
          <div id={errorId}>
            {errors.map((message) => (
              <FieldError key={message}>{message}</FieldError>
            ))}
          </div>
        ))}
      {hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
    </FieldBox>
  );
}

const controlStyles = css`
  inline-size: 100%;
  /* A date or time field's own minimum would push it past a narrow column on a phone. */
  min-inline-size: 0;
  ${controlFrame}
  padding-inline: 0.875rem;
  color: ${color('foreground')};
  font: inherit;

  &::placeholder {
    color: ${color('mutedForeground')};
    opacity: 1;
  }

  &:focus-visible {
    border-color: ${color('ring')};
    outline: 2px solid ${color('ring', 0.35)};
    outline-offset: 0;
  }

  &[aria-invalid='true'] {
    border-color: ${destructiveColor};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const TextInput = styled.input`
  ${controlStyles}
`;

export const SelectInput = styled.select`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

/** A form-level message: what keeps the form from going through. */
export const FormAlert = styled.p`
  padding-block: 0.625rem;
  padding-inline: 0.875rem;
  border: 1px solid hsl(0 72% 38% / 0.35);
  border-radius: 0.625rem;
  background: hsl(0 86% 97%);
  color: ${destructiveColor};
  font-weight: 600;
`;
