import styled, { css } from 'styled-components';
import { color } from '../theme/tokens';

/** The destructive red of error texts and alerts, fixed so it reads the same in every theme. */
export const destructiveColor = 'hsl(0 72% 38%)';

export const FieldLabel = styled.label`
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

const controlStyles = css`
  inline-size: 100%;
  /* A date or time field's own minimum would push it past a narrow column on a phone. */
  min-inline-size: 0;
  min-block-size: 2.75rem;
  padding-block: 0.5rem;
  padding-inline: 0.875rem;
  border: 1px solid ${color('border')};
  border-radius: 0.625rem;
  background: ${color('card')};
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
