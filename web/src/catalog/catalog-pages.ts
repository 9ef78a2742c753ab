import { useState } from 'react';
import { isHydrating } from '../ssr/hydration-slices';
import { CATALOG_PAGE_SIZE, pageOffset } from './catalog-address';

/**
 * The navigation state of a products page that shows more than its address's page: the first
 * page on screen. Back to the list brings the same pages back (from the cache), so the browser
 * returns to the same place in it; a shared or reloaded address starts at its own page.
 */
export interface CatalogListState {
  catalogFirstPage: number;
}

function firstPageIn(state: unknown): number | undefined {
  const page = (state as Partial<CatalogListState> | null)?.catalogFirstPage;
  return Number.isInteger(page) && page! >= 1 ? page : undefined;
}

/**
 * The first page the list shows, from its address's page down to what the shopper brought in
 * with "Show earlier products". A new view (another category or search) starts at its address's
 * page. While a server-rendered page hydrates it is the server's: the address's page.
 */
export function useFirstPage(view: string, addressPage: number, navigationState: unknown) {
  const [shown, setShown] = useState(() => ({
    view,
    first: Math.min(isHydrating() ? addressPage : (firstPageIn(navigationState) ?? addressPage), addressPage),
  }));
  if (shown.view !== view) setShown({ view, first: addressPage });
  const first = Math.min(shown.first, addressPage);
  return [first, (page: number) => setShown({ view, first: page })] as const;
}

/** The variables of one page of a view of the catalogue. */
export function pageVariables(categoryId: string | undefined, q: string, page: number) {
  return { categoryId, q: q === '' ? undefined : q, limit: CATALOG_PAGE_SIZE, offset: pageOffset(page) };
}

/** The pages from `first` to `last`, both included. */
export function pagesBetween(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}
