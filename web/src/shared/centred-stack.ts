import { css } from 'styled-components';

/**
 * Parts stacked in a column, each centred and its text too: a message panel, the end of a list,
 * the not-found and confirmation pages, the hero's words.
 */
export const centredStack = (gap: string) => css`
  display: grid;
  justify-items: center;
  gap: ${gap};
  text-align: center;
`;
