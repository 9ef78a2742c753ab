import styled from 'styled-components';

/** A list drawn as a stack of rows: no bullets, no indent, a gap between the items. */
export const StackList = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A stack whose rows put what they are on the start side and their amount on the end side. */
export const LineList = styled(StackList)`
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
`;
