import styled from 'styled-components';
import type { CatalogProductsQuery } from '../graphql/generated';
import { CardGrid } from '../shared/card-grid';
import { media } from '../theme/media';
import { ProductCard } from './product-card';
import type { CatalogDisplay } from './use-catalog-display';

// SPEC §9: 2 columns on phones (or the 1 to 3 of the mobile settings), 3 on large screens.
const Grid = styled(CardGrid)<{ $phoneColumns: number }>`
  grid-template-columns: repeat(${({ $phoneColumns }) => $phoneColumns}, minmax(0, 1fr));

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

interface ProductGridProps {
  products: readonly CatalogProductsQuery['products'][number][];
  display: CatalogDisplay;
}

export function ProductGrid({ products, display }: ProductGridProps) {
  return (
    <Grid $phoneColumns={display.phoneColumns}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} display={display} />
        </li>
      ))}
    </Grid>
  );
}
