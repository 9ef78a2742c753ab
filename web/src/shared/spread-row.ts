import { wrapRow } from './wrap-row';

/**
 * A row whose parts go to its two ends (a title and its actions, a name and its badge), wrapping
 * onto the next line where they do not fit.
 */
export const spreadRow = (alignItems: 'start' | 'center' | 'end', gap: string) =>
  wrapRow(gap, { alignItems, justify: 'space-between' });
