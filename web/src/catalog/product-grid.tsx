import styled from 'styled-components';
import type { CatalogProductsQuery } from '../graphql/generated';
import { CardGrid } from '../shared/card-grid';
import { media } from '../theme/media';
import { ProductCard, type CardPictureLoading } from './product-card';
import type { CatalogDisplay } from './use-catalog-display';

// docs/product.md#products-page: 2 columns on phones (or the 1 to 3 of the mobile settings), 3 on large screens.
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

// The cards a first screen shows (two rows of two on a phone, a row of three on a desktop): their
// pictures are fetched with the page, not when layout finds them in view; the first is the
// page's largest picture.
const FIRST_SCREEN_CARDS = 4;

function pictureLoading(index: number): CardPictureLoading {
  if (index === 0) return 'priority';
  return index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy';
}

export function ProductGrid({ products, display }: ProductGridProps) {
  return (
    <Grid $phoneColumns={display.phoneColumns}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} display={display} pictureLoading={pictureLoading(index)} />
        </li>
      ))}
    </Grid>
  );
}
