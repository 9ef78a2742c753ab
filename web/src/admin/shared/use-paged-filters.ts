import { useCallback, useState } from 'react';

/**
 * A list the owner filters and reads a page at a time: the filters, the page, and the slice of
 * the list the query asks for. New filters go back to the first page, whose entries they change.
 */
export function usePagedFilters<Filters>(noFilters: Filters, pageSize: number) {
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const changeFilters = useCallback((next: Filters) => {
    setFilters(next);
    setPage(1);
  }, []);
  return {
    filters,
    changeFilters,
    page,
    setPage,
    slice: { limit: pageSize, offset: (page - 1) * pageSize },
    /** How many pages hold this many entries: one at least, the empty one. */
    pageCount: (total: number) => Math.max(1, Math.ceil(total / pageSize)),
  };
}
