import { css } from 'styled-components';
import { color } from '../theme/tokens';

/** A category as a rounded chip: the filter's toggles, and the links an empty search suggests. */
export const categoryChip = css`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.5rem;
  padding-block: 0.375rem;
  padding-inline: 1rem;
  border: 1px solid ${color('border')};
  border-radius: 999px;
  background: ${color('card')};
  color: ${color('foreground')};
  font-weight: 600;
  font-size: 0.875rem;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    border-color: ${color('primary', 0.6)};
  }
`;
