import { useRef } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolate } from '../../shared/bidi';
import { Button } from '../../shared/button';
import { centredStack } from '../../shared/centred-stack';
import { formatCount } from '../../shared/format-count';
import { formatPrice } from '../../shared/format-price';
import { color } from '../../theme/tokens';
import { Badge } from '../shared/admin-form';
import { Pager } from '../shared/pager';
import { ItemListCard, ItemRows, ListNote, type ItemListHandlers } from './item-editor/item-list';
import type { AdminProduct } from './product-form-values';
import { ProductSearchField } from './product-search-field';
import { productsTexts } from './products-texts';
import { ADMIN_PRODUCTS_PAGE_SIZE } from './use-product-list-address';

/** Where the owner is in the list: the search, the page, and how many products match in all. */
export interface ProductListPosition {
  /** Trimmed; '' for none. */
  query: string;
  /** From 1. */
  page: number;
  total: number;
  onSearch: (query: string) => void;
  onPage: (page: number) => void;
  /** Another page or search is on its way: the rows shown are the last answer's. */
  busy: boolean;
  /** Set when the page or search asked for could not be loaded: asks again. */
  retry?: () => void;
}

interface ProductListProps extends ItemListHandlers<AdminProduct> {
  /** The products of the page shown. */
  products: readonly AdminProduct[];
  position: ProductListPosition;
  /** Marks the product sold out, or available again. */
  onToggleAvailable: (product: AdminProduct) => void;
}

const Status = styled.p`
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
`;

// The last answer's rows stay while the next arrive, dimmed.
const Rows = styled.div`
  display: grid;
  gap: 1rem;
  transition: opacity 0.15s ease;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Note = styled.div`
  ${centredStack('0.75rem')}
  padding-block: 1.5rem;

  p {
    color: ${color('mutedForeground')};
  }

  p:first-child {
    color: inherit;
    font-weight: 600;
  }
`;

/**
 * The product list (docs/product.md#products-admin): a search over it, how many products it
 * shows of how many, a page of products (image, name, category, price in BD, Featured, edit and
 * delete; and a Sold out badge with the one-click 'Mark sold out' / 'Mark available', whose
 * accessible name carries the product's name), and the pages.
 */
export function ProductList({ products, position, onToggleAvailable, ...handlers }: ProductListProps) {
  const { t } = useFeatureTexts(productsTexts);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { query, page, total, onSearch, busy, retry } = position;

  const from = (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE + 1;
  // 'Showing 51–100 of 2,000 products'
  const showing = t('adminProducts.showing', {
    count: total,
    from: formatCount(from),
    to: formatCount(from + products.length - 1),
    total: formatCount(total),
  });

  // The new page's first row is under the heading: the focus goes there, as after a page load.
  const goToPage = (to: number) => {
    position.onPage(to);
    headingRef.current?.focus();
  };

  return (
    <ItemListCard title={t('adminProducts.listLabel')} headingRef={headingRef}>
      {(total > 0 || query) && <ProductSearchField query={query} onSearch={onSearch} />}
      <Rows aria-busy={busy}>
        {retry ? (
          <Note role="alert">
            <p>{t('adminProducts.pageLoadFailed')}</p>
            <Button onClick={retry}>{t('common.tryAgain')}</Button>
          </Note>
        ) : total === 0 && query ? (
          <Note>
            <p>{t('adminProducts.noMatch', { query: isolate(query) })}</p>
            <p>{t('adminProducts.noMatchHint')}</p>
            <Button $variant="outline" onClick={() => onSearch('')}>
              {t('adminProducts.clearSearch')}
            </Button>
          </Note>
        ) : total === 0 ? (
          <ListNote>{t('adminProducts.empty')}</ListNote>
        ) : (
          // A page past the last one (after deleting its products) is left at once for the last.
          products.length > 0 && (
            <>
              <Status role="status">{showing}</Status>
              <ProductRows products={products} onToggleAvailable={onToggleAvailable} {...handlers} />
              <Pager page={page} pages={Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE)} onPage={goToPage} />
            </>
          )
        )}
      </Rows>
    </ItemListCard>
  );
}

type ProductRowsProps = Omit<ProductListProps, 'position'>;

function ProductRows({ products, onToggleAvailable, ...handlers }: ProductRowsProps) {
  const { t } = useFeatureTexts(productsTexts);
  return (
    <ItemRows
      items={products}
      emptyText={t('adminProducts.empty')}
      {...handlers}
      rowContent={(product) => ({
        name: product.name,
        image: product.image,
        actions: (
          <Button
            $variant="outline"
            onClick={() => onToggleAvailable(product)}
            aria-label={t(product.available ? 'adminProducts.markSoldOutItem' : 'adminProducts.markAvailableItem', {
              name: product.name,
            })}
          >
            {t(product.available ? 'adminProducts.markSoldOut' : 'adminProducts.markAvailable')}
          </Button>
        ),
        details: (
          <>
            <span dir="auto">{product.category.name}</span>
            <span>{formatPrice(product.price, t)}</span>
            {product.featured && <Badge>{t('adminProducts.featuredBadge')}</Badge>}
            {!product.available && <Badge>{t('adminProducts.soldOutBadge')}</Badge>}
          </>
        ),
      })}
    />
  );
}
