import { css } from 'styled-components';
import { media } from '../theme/media';

/**
 * A page's content beside its summary (the cart's lines and totals, checkout's fields and
 * order): stacked on phones, side by side from lg up with their tops level. `columns` sizes
 * the two, the summary never narrower than it can show its amounts.
 */
export const besideSummary = (columns: string) => css`
  display: grid;

  ${media.lg} {
    grid-template-columns: ${columns};
    align-items: start;
  }
`;
