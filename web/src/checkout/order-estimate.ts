import { FLAT_DELIVERY_FILS } from '@crumb/shared/delivery-charge';
import { dinarToFils, filsToDinar } from '@crumb/shared/money';

/** The fixed delivery charge of 2 BD while delivery areas are off (docs/product.md#order-totals). */
export const DELIVERY_CHARGE = filsToDinar(FLAT_DELIVERY_FILS);

export interface OrderEstimate {
  subtotal: number;
  /** BD; null while the charge depends on an area not chosen yet. */
  delivery: number | null;
  discount: number;
  total: number;
}

/**
 * What the shopper sees before ordering: subtotal + delivery - discount
 * (docs/product.md#what-the-client-sends), the delivery charge as the shared rules price it (2 BD
 * unless the shop has areas or pickup on), the discount as the server computed it for this
 * subtotal. Display only: the server prices the order itself, and the confirmation shows the
 * server's total.
 */
export function estimateOrder(
  subtotal: number,
  discount: number,
  deliveryFils: number | null = FLAT_DELIVERY_FILS,
): OrderEstimate {
  const totalFils = dinarToFils(subtotal) + (deliveryFils ?? 0) - dinarToFils(discount);
  return {
    subtotal,
    delivery: deliveryFils === null ? null : filsToDinar(deliveryFils),
    discount,
    total: filsToDinar(Math.max(0, totalFils)),
  };
}
