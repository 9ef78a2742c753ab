import type { Fulfilment } from './schema-types';

/**
 * What an order pays for delivery, as pure functions of the shop's terms and the order's
 * subtotal (before any voucher discount), in whole fils. The api's order service feeds them the
 * stored terms; the storefront's checkout asks them the same questions before an order is placed,
 * so the estimate and the charge cannot drift apart.
 */

/** The charge on every delivered order while delivery areas are off: 2.000 BD. */
export const FLAT_DELIVERY_FILS = 2000;

export interface ZoneTerms {
  feeFils: number;
  minimumFils: number;
}

export interface ChargeTerms {
  fulfilment: Fulfilment;
  /** The zone of the order's area; null while delivery areas are off (and for pickup). */
  zone: ZoneTerms | null;
  /** Free delivery from this subtotal on, that amount included; null: never free. Read only with a zone. */
  freeDeliveryFromFils: number | null;
}

/**
 * The delivery charge: nothing for pickup; the flat charge while areas are off; else the zone's
 * fee, or nothing once the subtotal reaches the free-delivery threshold.
 */
export function deliveryChargeFils(terms: ChargeTerms, subtotalFils: number): number {
  if (terms.fulfilment === 'pickup') return 0;
  if (!terms.zone) return FLAT_DELIVERY_FILS;
  if (terms.freeDeliveryFromFils !== null && subtotalFils >= terms.freeDeliveryFromFils) return 0;
  return terms.zone.feeFils;
}

/** How much the subtotal lacks to reach the zone's minimum; 0 when it is reached. */
export function missingForMinimumFils(zone: ZoneTerms, subtotalFils: number): number {
  return Math.max(0, zone.minimumFils - subtotalFils);
}
