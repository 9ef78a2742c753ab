import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('offers every page while there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(1, 40)).toEqual([1, 2, 'gap', 40]);
    expect(pageNumbers(20, 40)).toEqual([1, 'gap', 19, 20, 21, 'gap', 40]);
    expect(pageNumbers(40, 40)).toEqual([1, 'gap', 39, 40]);
  });

  it('shows the one page a gap would hide', () => {
    expect(pageNumbers(4, 40)).toEqual([1, 2, 3, 4, 5, 'gap', 40]);
    expect(pageNumbers(37, 40)).toEqual([1, 'gap', 36, 37, 38, 39, 40]);
  });
});
