import { css } from 'styled-components';

interface WrapRowOptions {
  /** Across the row; stretched unless given. */
  alignItems?: 'start' | 'center' | 'end' | 'baseline';
  /** Along the row; from its start unless given. */
  justify?: 'center' | 'flex-end' | 'space-between';
}

/**
 * Parts side by side (a form's buttons, a page's links, a set of choices), wrapping onto the
 * next line where they do not fit.
 */
export const wrapRow = (gap: string, { alignItems, justify }: WrapRowOptions = {}) => css`
  display: flex;
  flex-wrap: wrap;
  ${alignItems && `align-items: ${alignItems};`}
  ${justify && `justify-content: ${justify};`}
  gap: ${gap};
`;
