import { css } from 'styled-components';
import { color } from '../theme/tokens';

/**
 * The frame of a form control: at least a finger's height, bordered and rounded on the card's
 * colour. The text inputs and the choice boxes share it so that, side by side, they line up.
 */
export const controlFrame = css`
  min-block-size: 2.75rem;
  padding-block: 0.5rem;
  border: 1px solid ${color('border')};
  border-radius: 0.625rem;
  background: ${color('card')};
`;
