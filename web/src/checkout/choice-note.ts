import styled from 'styled-components';
import { color } from '../theme/tokens';

/** A quieter line under a choice's name in its box: what pickup means, an area's other name and fee. */
export const ChoiceNote = styled.span`
  font-weight: 500;
  font-size: 0.8125rem;
  color: ${color('mutedForeground')};
`;
