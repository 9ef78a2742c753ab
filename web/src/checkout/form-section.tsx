import type { ReactNode } from 'react';
import styled from 'styled-components';
import { panelStyles } from '../shared/card';

const Section = styled.fieldset`
  ${panelStyles}
  min-inline-size: 0;
  margin: 0;

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
