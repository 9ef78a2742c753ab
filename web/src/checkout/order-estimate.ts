import { dinarToFils, filsToDinar } from '@crumb/shared/money';

/** A fixed delivery charge of 2 BD on every order (docs/product.md#order-totals). */
export const DELIVERY_CHARGE = 2;

export interface OrderEstimate {
  subtotal: number;
  delivery: number;
  discount: number;
  total: number;
}

/**
 * What the shopper sees before ordering: subtotal + 2 - discount
 * (docs/product.md#what-the-client-sends), the discount as the server computed it for this
 * subtotal. Display only: the server prices the order itself, and the confirmation shows the
 * server's total.
 */
export function estimateOrder(subtotal: number, discount: number): OrderEstimate {
  const totalFils = dinarToFils(subtotal) + dinarToFils(DELIVERY_CHARGE) - dinarToFils(discount);
  return { subtotal, delivery: DELIVERY_CHARGE, discount, total: filsToDinar(Math.max(0, totalFils)) };
}
