/** Where the pager leaves pages out: one mark stands for the run of pages between its neighbours. */
export const PAGE_GAP = 'gap';

/**
 * The page numbers a pager offers among `pages`: the first, the last, and the current one with
 * its neighbours, the rest left out behind a gap mark. At most seven entries, however many pages
 * there are; a gap would stand for one page only, so that page is shown instead.
 */
export function pageNumbers(page: number, pages: number): Array<number | typeof PAGE_GAP> {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b);
  const entries: Array<number | typeof PAGE_GAP> = [];
  let previous = 0;
  for (const number of shown) {
    if (number - previous === 2) entries.push(previous + 1);
    else if (number - previous > 2) entries.push(PAGE_GAP);
    entries.push(number);
    previous = number;
  }
  return entries;
}
