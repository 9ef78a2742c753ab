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
} as const;
