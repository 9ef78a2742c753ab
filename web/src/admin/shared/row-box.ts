import { css } from 'styled-components';
import { color } from '../../theme/tokens';

/**
 * The box of one row in a list the owner builds (a delivery window, an option group, a choice): a
 * fieldset framed and padded alike wherever such lists are edited, its fields on a grid.
 */
export const rowBox = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0.75rem;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
`;
