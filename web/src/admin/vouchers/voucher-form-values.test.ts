import { describe, expect, it } from 'vitest';
import { checkVoucher, newVoucherValues, valuesOf, type VoucherFormValues } from './voucher-form-values';

const creating = { creating: true, existingCodes: ['SAVE10'] };
const values = (overrides: Partial<VoucherFormValues>): VoucherFormValues => ({
  ...newVoucherValues,
  code: 'SUMMER',
  discount: '15',
  ...overrides,
});

describe('checkVoucher: the admin voucher rules', () => {
  it('needs a code', () => {
    expect(checkVoucher(values({ code: '   ' }), creating)).toEqual({ problem: 'requiredFields' });
  });

  it.each(['', '0', '-5', 'abc'])('needs a discount greater than 0, not %j', (discount) => {
    expect(checkVoucher(values({ discount }), creating)).toEqual({ problem: 'requiredFields' });
  });

  it('refuses a new code the list holds, whatever its case', () => {
    expect(checkVoucher(values({ code: 'save10' }), creating)).toEqual({ problem: 'codeExists' });
  });

  it('lets an edited voucher keep its own code', () => {
    const editing = { creating: false, existingCodes: ['SAVE10'] };
    expect(checkVoucher(values({ code: 'SAVE10' }), editing)).toEqual({
      voucher: {
        code: 'SAVE10',
        type: 'percentage',
        discount: 15,
        active: true,
        expiresAt: null,
        minSubtotal: null,
        usageLimit: null,
      },
    });
  });

  it('trims and uppercases the code and reads the discount as a number', () => {
    const typed = values({ code: ' winter ', type: 'fixed', discount: '1.5', active: false });
    expect(checkVoucher(typed, creating)).toEqual({
      voucher: {
        code: 'WINTER',
        type: 'fixed',
        discount: 1.5,
        active: false,
        expiresAt: null,
        minSubtotal: null,
        usageLimit: null,
      },
    });
  });

  it("reads the rules: an expiry in the owner's time as an instant, a minimum in BD, a whole usage limit", () => {
    const typed = values({ expiresAt: '2026-12-31T23:59', minSubtotal: '5.5', usageLimit: '50' });
    expect(checkVoucher(typed, creating)).toEqual({
      voucher: {
        code: 'SUMMER',
        type: 'percentage',
        discount: 15,
        active: true,
        expiresAt: new Date('2026-12-31T23:59').toISOString(),
        minSubtotal: 5.5,
        usageLimit: 50,
      },
    });
  });

  it.each(['0', '-1', 'abc'])('refuses a minimum subtotal of %j', (minSubtotal) => {
    expect(checkVoucher(values({ minSubtotal }), creating)).toEqual({ problem: 'minSubtotalInvalid' });
  });

  it.each(['0', '1.5', '-2'])('refuses a usage limit of %j', (usageLimit) => {
    expect(checkVoucher(values({ usageLimit }), creating)).toEqual({ problem: 'usageLimitInvalid' });
  });

  it("loads a voucher's rules into the form and back unchanged", () => {
    const expiresAt = new Date('2027-03-01T08:30:00').toISOString();
    const loaded = valuesOf({
      id: '1',
      code: 'SAVE10',
      type: 'fixed',
      discount: 1,
      active: true,
      expiresAt,
      minSubtotal: 3,
      usageLimit: 5,
      usedCount: 2,
    });
    expect(loaded).toMatchObject({ expiresAt: '2027-03-01T08:30', minSubtotal: '3', usageLimit: '5' });
    expect(checkVoucher(loaded, { creating: false, existingCodes: [] })).toMatchObject({
      voucher: { expiresAt, minSubtotal: 3, usageLimit: 5 },
    });
  });
});
