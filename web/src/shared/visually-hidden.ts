import styled, { css } from 'styled-components';

/** Kept in the accessibility tree, not drawn: for any element read by screen readers only. */
export const visuallyHiddenStyles = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
