import { css } from 'styled-components';

/**
 * Mobile first: styles are written for phones and widened from these minimum widths.
 * mediaQuery is for matchMedia, for the few decisions CSS cannot make; media is the same
 * query as an at-rule for styled-components: `${media.md} { ... }`.
 */
export const mediaQuery = {
  sm: '(min-width: 40rem)',
  md: '(min-width: 48rem)',
  lg: '(min-width: 64rem)',
} as const;

export const media = {
  sm: `@media ${mediaQuery.sm}`,
  md: `@media ${mediaQuery.md}`,
  lg: `@media ${mediaQuery.lg}`,
  /** Exactly where md does not match (no gap of a fraction of a pixel, as max-width would leave). */
  belowMd: `@media not all and ${mediaQuery.md}`,
} as const;

/** One column on phones, two of the same width from `size` up (a form's fields, its parts). */
export const twoColumnsFrom = (size: 'sm' | 'md' | 'lg') => css`
  display: grid;

  ${media[size]} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * For the parts of one kind of screen that the server sends to every screen (it cannot know the
 * window's width): shown below md only, or from md up only. Only `display: none` on the other
 * side, so each part keeps its own display.
 */
export const phoneOnly = css`
  ${media.md} {
    display: none;
  }
`;

export const desktopOnly = css`
  ${media.belowMd} {
    display: none;
  }
`;
