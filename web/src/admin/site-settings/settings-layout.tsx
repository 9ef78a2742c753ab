import styled from 'styled-components';
import { legendHeadingStyles } from '../../shared/card';
import { twoColumnsFrom } from '../../theme/media';
import { adminCardStyles, TitledFieldset } from '../shared/admin-form';

/** The card holding a one-part settings form, kept to a readable width on wide screens. */
export const SettingsCard = styled.div`
  ${adminCardStyles}
  max-inline-size: 48rem;
`;

/** A titled part of a longer settings form: <SettingsSection legend="Hero Section">. */
export const SettingsSection = styled(TitledFieldset)`
  ${adminCardStyles}
  ${legendHeadingStyles}

  legend {
    font-size: 1.25rem;
  }
`;

/** The parts of a longer form: one column on phones, two side by side on large screens. */
export const SettingsSections = styled.div`
  ${twoColumnsFrom('lg')}
  gap: 1.5rem;
  align-items: start;
`;
