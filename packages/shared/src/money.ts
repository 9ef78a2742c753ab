/**
 * Money in Bahraini dinar (BD). Amounts are held and summed as integer fils (1 BD = 1000 fils),
 * so 0.1 + 0.2 never shows as 0.30000000000000004 and totals are exact; the wire carries BD as a
 * number with at most three decimals; people read three decimals (docs/product.md, Money).
 */
export const FILS_PER_DINAR = 1000;

/** 1500 fils -> 1.5 BD. */
export function filsToDinar(fils: number): number {
  return fils / FILS_PER_DINAR;
}

/** A BD amount known to have at most three decimals (one the server sent) in whole fils. */
export function dinarToFils(dinar: number): number {
  return Math.round(dinar * FILS_PER_DINAR);
}

/** A BD amount someone typed or sent, in whole fils; null when it is not a number or has more than three decimals. */
export function exactFils(dinar: number): number | null {
  if (!Number.isFinite(dinar)) return null;
  const fils = dinarToFils(dinar);
  // A decimal with three places is within float noise of a whole number of fils.
  return Math.abs(dinar * FILS_PER_DINAR - fils) < 1e-6 ? fils : null;
}

/** 4.5 BD -> '4.500': three decimals in Western digits, as every amount is written (the currency is the caller's text). */
export function formatDinar(dinar: number): string {
  return dinar.toFixed(3);
}

/** 14500 fils -> '14.500'. */
export function formatFils(fils: number): string {
  return formatDinar(filsToDinar(fils));
}
