import { css } from 'styled-components';

/** A 40 px round, borderless button holding one icon (remove, minus/plus, close). */
export const roundIconButton = css`
  display: grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: 999px;
  background: transparent;
  cursor: pointer;
`;
