import styled from 'styled-components';
import { media } from '../theme/media';

/**
 * A list of cards in two columns (the home categories, and products on phones:
 * docs/product.md#home-page, #products-page), each card stretched to the height of its row. Wider
 * grids restyle it: styled(CardGrid).
 */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: 1.25rem;
  }

  li {
    display: flex;
  }

  li > * {
    flex: 1;
  }
`;
