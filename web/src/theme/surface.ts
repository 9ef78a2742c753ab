import { css } from 'styled-components';
import { color } from './tokens';

/** The theme's colours that have a text colour of their own (primary and primaryForeground). */
type SurfaceColor = 'primary' | 'secondary' | 'accent' | 'muted' | 'card';

/**
 * A background in one of the theme's colours with the text colour paired with it, so the two
 * never part (the presets choose each pair for WCAG AA contrast).
 */
export const surface = (background: SurfaceColor) => css`
  background: ${color(background)};
  color: ${color(`${background}Foreground`)};
`;
