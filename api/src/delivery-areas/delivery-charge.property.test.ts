import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '../orders/order-pricing';
import { VoucherType } from '../vouchers/voucher.entity';
import {
  deliveryChargeFils,
  FLAT_DELIVERY_FILS,
  missingForMinimumFils,
  type ChargeTerms,
} from '@crumb/shared/delivery-charge';
import { Fulfilment } from './fulfilment';

const fils = (max: number) => fc.integer({ min: 0, max });

const zoneArb = fc.record({ feeFils: fils(50_000), minimumFils: fils(100_000) });
const termsArb: fc.Arbitrary<ChargeTerms> = fc.record({
  fulfilment: fc.constantFrom(Fulfilment.delivery, Fulfilment.pickup),
  zone: fc.option(zoneArb, { nil: null }),
  freeDeliveryFromFils: fc.option(fils(100_000), { nil: null }),
});
const linesArb = fc.array(fc.record({ unitPriceFils: fils(60_000), quantity: fc.integer({ min: 1, max: 50 }) }), {
  minLength: 1,
  maxLength: 6,
});
const voucherArb = fc.option(
  fc.oneof(
    fc.record({ type: fc.constant(VoucherType.percentage), discountValue: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ type: fc.constant(VoucherType.fixed), discountValue: fc.integer({ min: 1, max: 200_000 }) }),
  ),
  { nil: null },
);

/** The rule written out again, independently. */
function expectedCharge({ fulfilment, zone, freeDeliveryFromFils }: ChargeTerms, subtotal: number): number {
  if (fulfilment === 'pickup') return 0;
  if (zone === null) return 2000;
  if (freeDeliveryFromFils === null) return zone.feeFils;
  return subtotal < freeDeliveryFromFils ? zone.feeFils : 0;
}

describe('the delivery charge', () => {
  it('is the right fee for any cart, area and threshold, and never negative', () => {
    fc.assert(
      fc.property(termsArb, fils(2_000_000), (terms, subtotal) => {
        const charge = deliveryChargeFils(terms, subtotal);
        expect(charge).toBe(expectedCharge(terms, subtotal));
        expect(charge).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is free from the threshold on, that subtotal included, and the fee a fil below it', () => {
    fc.assert(
      fc.property(zoneArb, fc.integer({ min: 1, max: 100_000 }), (zone, threshold) => {
        const terms = { fulfilment: Fulfilment.delivery, zone, freeDeliveryFromFils: threshold };
        expect(deliveryChargeFils(terms, threshold)).toBe(0);
        expect(deliveryChargeFils(terms, threshold + 1)).toBe(0);
        expect(deliveryChargeFils(terms, threshold - 1)).toBe(zone.feeFils);
      }),
    );
  });

  it('is the flat 2.000 BD while areas are off, whatever the threshold', () => {
    fc.assert(
      fc.property(fc.option(fils(100_000), { nil: null }), fils(2_000_000), (threshold, subtotal) => {
        expect(
          deliveryChargeFils(
            { fulfilment: Fulfilment.delivery, zone: null, freeDeliveryFromFils: threshold },
            subtotal,
          ),
        ).toBe(FLAT_DELIVERY_FILS);
      }),
    );
  });

  it('says exactly what a subtotal lacks to reach the minimum', () => {
    fc.assert(
      fc.property(zoneArb, fils(200_000), (zone, subtotal) => {
        const missing = missingForMinimumFils(zone, subtotal);
        expect(missing).toBeGreaterThanOrEqual(0);
        expect(subtotal + missing).toBe(Math.max(subtotal, zone.minimumFils));
      }),
    );
  });
});

describe('an order priced with its delivery charge', () => {
  it('totals subtotal + fee - discount, never below the fee and so never negative', () => {
    fc.assert(
      fc.property(linesArb, voucherArb, termsArb, (lines, voucher, terms) => {
        const subtotal = lines.reduce((sum, line) => sum + line.unitPriceFils * line.quantity, 0);
        const fee = deliveryChargeFils(terms, subtotal);
        const price = priceOrder(lines, voucher, fee);
        expect(price.subtotalFils).toBe(subtotal);
        expect(price.deliveryFils).toBe(fee);
        expect(price.discountFils).toBeLessThanOrEqual(subtotal);
        expect(price.totalFils).toBe(subtotal + fee - price.discountFils);
        expect(price.totalFils).toBeGreaterThanOrEqual(fee);
      }),
    );
  });
});
