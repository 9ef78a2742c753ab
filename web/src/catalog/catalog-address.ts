import { PRODUCT_QUERY_MAX_LENGTH } from '@crumb/shared/product-search';
import { categoryQueryParam, paths } from '../shared/paths';

/**
 * What the products page shows, as its address says it (docs/product.md#products-page): a shared
 * or reloaded /products?category=3&q=kunafa&page=2 shows the same products.
 */
export interface CatalogAddress {
  /** The ?category value (an id or a name), or null for every category. */
  category: string | null;
  /** The search words, trimmed; '' when the shopper searches nothing. */
  q: string;
  /** The page of the list the shopper has reached, from 1. */
  page: number;
}

export const searchQueryParam = 'q';
export const pageQueryParam = 'page';

/** Products on each page of the list: 24 fill a grid of 1, 2, 3 or 4 columns evenly. */
export const CATALOG_PAGE_SIZE = 24;

// A page number past any catalogue this shop could hold: an address asking for more is read as
// its last page would be, an empty one, rather than as an offset the database must skip.
const LAST_READ_PAGE = 10_000;

export function readCatalogAddress(params: URLSearchParams): CatalogAddress {
  const pageNumber = Number(params.get(pageQueryParam));
  return {
    category: params.get(categoryQueryParam),
    q: (params.get(searchQueryParam) ?? '').trim().slice(0, PRODUCT_QUERY_MAX_LENGTH),
    page: Number.isInteger(pageNumber) && pageNumber > 1 ? Math.min(pageNumber, LAST_READ_PAGE) : 1,
  };
}

/** The address of a view of the list; the first page, no search and every category are left out. */
export function catalogHref({ category, q, page }: CatalogAddress): string {
  const params = new URLSearchParams();
  if (category !== null) params.set(categoryQueryParam, category);
  if (q !== '') params.set(searchQueryParam, q);
  if (page > 1) params.set(pageQueryParam, String(page));
  const search = params.toString();
  return search === '' ? paths.products.getHref() : `${paths.products.getHref()}?${search}`;
}

/** The offset of a page's first product. */
export function pageOffset(page: number): number {
  return (page - 1) * CATALOG_PAGE_SIZE;
}
