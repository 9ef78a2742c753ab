import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voucherDiscountFils } from './voucher-discount';
import { VoucherType } from './voucher.entity';

const percent = (discountValue: number) => ({ type: VoucherType.percentage, discountValue });
const fixed = (discountValue: number) => ({ type: VoucherType.fixed, discountValue });

describe('the voucher discount rule', () => {
  it('takes a percentage of the subtotal, rounded half up to the fil', () => {
    expect(voucherDiscountFils(percent(20), 12_500)).toBe(2_500);
    expect(voucherDiscountFils(percent(10), 1_005)).toBe(101); // 100.5 fils -> 101
    expect(voucherDiscountFils(percent(10), 1_004)).toBe(100); // 100.4 fils -> 100
    expect(voucherDiscountFils(percent(15), 3)).toBe(0); // 0.45 fils -> 0
  });

  it('takes a fixed amount whole, but never more than the subtotal', () => {
    expect(voucherDiscountFils(fixed(1_500), 12_500)).toBe(1_500);
    expect(voucherDiscountFils(fixed(5_000), 3_250)).toBe(3_250);
    expect(voucherDiscountFils(fixed(5_000), 0)).toBe(0);
  });

  it('takes the whole subtotal at 100 percent', () => {
    expect(voucherDiscountFils(percent(100), 9_999)).toBe(9_999);
  });

  it('stays exact for subtotals too large for float arithmetic on subtotal x percent', () => {
    const subtotal = Number.MAX_SAFE_INTEGER - 1;
    expect(voucherDiscountFils(percent(50), subtotal)).toBe(Number((BigInt(subtotal) * 50n + 50n) / 100n));
  });

  it('is always a whole number of fils from 0 to the subtotal, and equals the integer formula', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (subtotal, pct, amount) => {
          const byPercent = voucherDiscountFils(percent(pct), subtotal);
          const byAmount = voucherDiscountFils(fixed(amount), subtotal);
          expect(byPercent).toBe(Math.min(subtotal, Math.floor((subtotal * pct + 50) / 100)));
          expect(byAmount).toBe(Math.min(subtotal, amount));
          for (const discount of [byPercent, byAmount]) {
            expect(Number.isInteger(discount) && discount >= 0 && discount <= subtotal).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses a subtotal that is not a whole, non-negative number of fils', () => {
    expect(() => voucherDiscountFils(percent(10), 1.5)).toThrow(RangeError);
    expect(() => voucherDiscountFils(percent(10), -1)).toThrow(RangeError);
  });
});
