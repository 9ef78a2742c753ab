import styled from 'styled-components';

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
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
