import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Products on a page of the back office's list: a screenful to scan, quick to load with thousands. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 50;

const QUERY_PARAM = 'q';
const PAGE_PARAM = 'page';

/** A page number from the address: a whole number from 1; anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The products list's search words and page, kept in the address (`?q=choc&page=2`) so that a
 * reload, Back or a copied link shows the same page; the first page and a blank search leave
 * their parameter out. A new search starts at page 1 and replaces the history entry (Back leaves
 * the list instead of stepping through the words typed); moving to another page adds an entry.
 */
export function useProductListAddress() {
  const [params, setParams] = useSearchParams();
  const query = params.get(QUERY_PARAM)?.trim() ?? '';
  const page = pageFrom(params.get(PAGE_PARAM));

  const show = useCallback(
    (next: { query?: string; page: number }, replace: boolean) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next.query !== undefined) {
            if (next.query) changed.set(QUERY_PARAM, next.query);
            else changed.delete(QUERY_PARAM);
          }
          if (next.page > 1) changed.set(PAGE_PARAM, String(next.page));
          else changed.delete(PAGE_PARAM);
          return changed;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    /** Trimmed; '' for none. */
    query,
    /** From 1. */
    page,
    search: useCallback((words: string) => show({ query: words.trim(), page: 1 }, true), [show]),
    /** `replace` when the page asked for does not exist (past the last one): Back skips it. */
    goToPage: useCallback((to: number, replace = false) => show({ page: to }, replace), [show]),
  };
}
