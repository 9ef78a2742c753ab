import type { ReactNode } from 'react';
import styled from 'styled-components';
import { destructiveColor, FieldLabel } from '../shared/form-field';
import { color } from '../theme/tokens';

const Section = styled.fieldset`
  display: grid;
  gap: 1rem;
  min-inline-size: 0;
  margin: 0;
  padding: 1.25rem;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
  background: ${color('card')};

  legend {
    float: inline-start;
    inline-size: 100%;
    padding: 0;
    font-size: 1.125rem;
    font-weight: 700;
  }

  /* A floated legend would let the first field ride up beside it. */
  legend + * {
    clear: both;
  }
`;

/** A titled group of checkout fields; the legend names the group for screen readers. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <legend>{title}</legend>
      {children}
    </Section>
  );
}

export const Field = styled.div`
  display: grid;
  gap: 0.375rem;
`;

/**
 * A required field's label, with a star after it. The star is drawn by CSS with empty
 * alternative text: screen readers hear "required" from the field itself, not "star".
 */
export const RequiredLabel = styled(FieldLabel)`
  &::after {
    content: '*' / '';
    margin-inline-start: 0.25rem;
    color: ${destructiveColor};
  }
`;
