import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { CatalogProductFieldsFragment } from '../graphql/generated';
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

/** The product grid: one list, whatever pages of the catalogue its cards came in. */
export function ProductGrid({ display, children }: { display: CatalogDisplay; children: ReactNode }) {
  return <Grid $phoneColumns={display.phoneColumns}>{children}</Grid>;
}

// The cards a first screen shows (two rows of two on a phone, a row of three on a desktop): their
// pictures are fetched with the page, not when layout finds them in view; the first is the
// page's largest picture.
const FIRST_SCREEN_CARDS = 4;

function pictureLoading(index: number, opensPage: boolean): CardPictureLoading {
  if (!opensPage) return 'lazy';
  if (index === 0) return 'priority';
  return index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy';
}

interface ProductCardsProps {
  products: readonly CatalogProductFieldsFragment[];
  display: CatalogDisplay;
  /** These cards are the first the page shows, on its first screen. */
  opensPage: boolean;
  /** The first card's list item, to move the focus to when a shopper asked for these cards. */
  firstItemRef?: Ref<HTMLLIElement>;
}

/** One page of the catalogue's cards, as items of the ProductGrid. */
export function ProductCards({ products, display, opensPage, firstItemRef }: ProductCardsProps) {
  return products.map((product, index) => (
    <li key={product.id} ref={index === 0 ? firstItemRef : undefined}>
      <ProductCard product={product} display={display} pictureLoading={pictureLoading(index, opensPage)} />
    </li>
  ));
}
