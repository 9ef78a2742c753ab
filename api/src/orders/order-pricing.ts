import { voucherDiscountFils, type VoucherTerms } from '../vouchers/voucher-discount';

/** An order total has to fit the integer columns it is stored in. */
export const MAX_ORDER_FILS = 2_147_483_647;

export interface PricedLine {
  /** From the database, never from the client. */
  unitPriceFils: number;
  quantity: number;
}

export interface OrderPrice {
  subtotalFils: number;
  deliveryFils: number;
  discountFils: number;
  totalFils: number;
}

/** The sum of price x quantity over the lines, in whole fils, before any discount. */
export function subtotalFilsOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceFils * line.quantity, 0);
}

/**
 * The one place an order is priced, all in whole fils: subtotal + delivery - discount. The
 * delivery charge is settled from the subtotal first (@crumb/shared/delivery-charge); the
 * discount never exceeds the subtotal, so the total is never below the delivery charge.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  voucher: VoucherTerms | null,
  deliveryFils: number,
): OrderPrice {
  const subtotalFils = subtotalFilsOf(lines);
  const discountFils = voucher ? voucherDiscountFils(voucher, subtotalFils) : 0;
  return { subtotalFils, deliveryFils, discountFils, totalFils: subtotalFils + deliveryFils - discountFils };
}
