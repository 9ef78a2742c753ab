import { css } from 'styled-components';
import { color } from '../theme/tokens';

/** How the catalogue shows what a product costs: bold, in the shop's colour, at the caller's size. */
export const priceText = (fontSize: string) => css`
  color: ${color('primary')};
  font-size: ${fontSize};
  font-weight: 800;
`;
