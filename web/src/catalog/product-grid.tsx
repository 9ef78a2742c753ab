import styled from 'styled-components';
import type { CatalogProductsQuery } from '../graphql/generated';
import { media } from '../theme/media';
import { ProductCard } from './product-card';

// SPEC §9: two columns on phones, three on large screens.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: 1.25rem;
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

export function ProductGrid({ products }: { products: readonly CatalogProductsQuery['products'][number][] }) {
  return (
    <Grid>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </Grid>
  );
}
