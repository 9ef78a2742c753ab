import { css } from 'styled-components';
import { color } from '../theme/tokens';

/** A page's h1 with its muted lead line under it, as the back office and the order confirmation open. */
export const titleBlock = (titleSize: string) => css`
  display: grid;
  gap: 0.5rem;

  h1 {
    font-size: ${titleSize};
  }

  p {
    color: ${color('mutedForeground')};
  }
`;
