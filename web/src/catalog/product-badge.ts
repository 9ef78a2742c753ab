import { css } from 'styled-components';
import { color } from '../theme/tokens';

/**
 * A product's small rounded label, on its card and on its page: Featured in the shop's colour,
 * Sold out in the text's. Where it sits and how large its text is are the caller's.
 */
export const productBadge = (tone: 'featured' | 'soldOut') => css`
  padding-block: 0.125rem;
  padding-inline: 0.625rem;
  border-radius: 999px;
  background: ${color(tone === 'featured' ? 'primary' : 'foreground')};
  color: ${color(tone === 'featured' ? 'primaryForeground' : 'background')};
  font-weight: 700;
`;
