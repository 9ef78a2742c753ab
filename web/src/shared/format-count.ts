const counts = new Intl.NumberFormat('en-US');

/**
 * A count for display, its thousands grouped ('2,000'), in Western digits in both languages as
 * prices are (docs/product.md#interface-languages).
 */
export function formatCount(count: number): string {
  return counts.format(count);
}
