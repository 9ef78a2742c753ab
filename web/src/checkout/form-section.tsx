import type { ReactNode } from 'react';
import styled from 'styled-components';
import { legendHeadingStyles, panelStyles } from '../shared/card';

const Section = styled.fieldset`
  ${panelStyles}
  min-inline-size: 0;
  margin: 0;
  ${legendHeadingStyles}

  legend {
    font-size: 1.125rem;
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
