import { css } from 'styled-components';
import { surface } from '../theme/surface';
import { color } from '../theme/tokens';

/** How a navigation link looks at rest, hovered and as the current page, in every menu. */
export const navLinkStates = css`
  color: ${color('foreground')};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${color('muted')};
  }

  &[aria-current='page'] {
    ${surface('secondary')}
  }
`;
