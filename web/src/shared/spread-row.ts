import { css } from 'styled-components';

/**
 * A row whose parts go to its two ends (a title and its actions, a name and its badge), wrapping
 * onto the next line where they do not fit.
 */
export const spreadRow = (alignItems: 'start' | 'center' | 'end', gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${alignItems};
  justify-content: space-between;
  gap: ${gap};
`;
