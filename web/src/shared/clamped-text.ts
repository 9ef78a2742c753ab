import styled from 'styled-components';
import { color } from '../theme/tokens';

/** A muted description cut to two lines, so cards in a row keep the same height. */
export const ClampedText = styled.p`
  display: -webkit-box;
  overflow: hidden;
  color: ${color('mutedForeground')};
  font-size: 0.8125rem;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;
