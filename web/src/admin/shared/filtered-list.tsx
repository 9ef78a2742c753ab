import type { ReactNode } from 'react';
import { MessagePanel } from '../../shared/message-panel';
import { ListLoadState, type ListQuery } from './list-load-state';

/** One page of a filtered list, as the server answers it. */
interface ListPage<Item> {
  /** Every entry the filters select, on all pages. */
  total: number;
  items: readonly Item[];
}

/** The list's texts, the same keys in each feature's namespace ('loading', 'found' with its count...). */
type ListTextKey = 'loading' | 'loadError' | 'empty' | 'emptyHint' | 'found' | 'noMatch' | 'noMatchHint';

interface FilteredListProps<Item> {
  /** The page's query: its answer, the one before it while the next is on its way, and how it failed. */
  query: ListQuery & { data?: ListPage<Item>; previousData?: ListPage<Item> };
  filterBar: ReactNode;
  /** Whether any filter is set: with none, no entries means an empty list rather than no match. */
  filtered: boolean;
  text: (key: ListTextKey, options?: { count: number }) => string;
  /** Drawn between the filters and the count once there is an answer (the export's failure). */
  notice?: ReactNode;
  /** Draws the page's entries. */
  children: (items: readonly Item[]) => ReactNode;
  /** Drawn under the entries: the way to the other pages, given how many entries there are. */
  pager: (total: number) => ReactNode;
}

/**
 * A filtered admin list (orders, activity): the filters, how many entries they select, the page
 * of entries and the pager; or the loading, error, empty or no-match state.
 */
export function FilteredList<Item>({
  query,
  filterBar,
  filtered,
  text,
  notice,
  children,
  pager,
}: FilteredListProps<Item>) {
  const { data, previousData, error } = query;
  const shown = data ?? previousData;

  if (!shown || (error && !data)) {
    const loadState = <ListLoadState query={query} loadingText={text('loading')} errorText={text('loadError')} />;
    // Before the first answer there is nothing to filter yet; after it, the filters stay usable.
    return previousData ? (
      <>
        {filterBar}
        {loadState}
      </>
    ) : (
      loadState
    );
  }

  if (shown.total === 0 && !filtered) {
    return <MessagePanel title={text('empty')} description={text('emptyHint')} />;
  }

  return (
    <>
      {filterBar}
      {notice}
      <p role="status">{text('found', { count: shown.total })}</p>
      {shown.items.length === 0 ? (
        <MessagePanel title={text('noMatch')} description={text('noMatchHint')} />
      ) : (
        children(shown.items)
      )}
      {pager(shown.total)}
    </>
  );
}
