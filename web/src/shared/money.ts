/**
 * BD amounts arrive as numbers with at most three decimals. Sums are taken in whole fils
 * (1 BD = 1000 fils) so 0.1 + 0.2 never shows as 0.30000000000000004 (DESIGN.md: money is exact).
 */
export const FILS_PER_DINAR = 1000;

export function toFils(dinar: number): number {
  return Math.round(dinar * FILS_PER_DINAR);
}

export function toDinar(fils: number): number {
  return fils / FILS_PER_DINAR;
}
