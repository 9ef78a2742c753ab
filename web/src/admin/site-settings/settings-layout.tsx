import type { ReactNode } from 'react';
import styled from 'styled-components';
import { legendHeadingStyles } from '../../shared/card';
import { media } from '../../theme/media';
import { adminCardStyles } from '../shared/admin-form';

/** The card holding a one-part settings form, kept to a readable width on wide screens. */
export const SettingsCard = styled.div`
  ${adminCardStyles}
  max-inline-size: 48rem;
`;

const Section = styled.fieldset`
  ${adminCardStyles}
  ${legendHeadingStyles}

  legend {
    font-size: 1.25rem;
  }
`;

/** A titled part of a longer settings form; the legend names the group for screen readers. */
export function SettingsSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Section>
      <legend>{legend}</legend>
      {children}
    </Section>
  );
}

/** The parts of a longer form: one column on phones, two side by side on large screens. */
export const SettingsSections = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;

  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
