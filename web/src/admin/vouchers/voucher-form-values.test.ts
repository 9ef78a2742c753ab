import { describe, expect, it } from 'vitest';
import { checkVoucher, newVoucherValues, type VoucherFormValues } from './voucher-form-values';

const creating = { creating: true, existingCodes: ['SAVE10'] };
const values = (overrides: Partial<VoucherFormValues>): VoucherFormValues => ({
  ...newVoucherValues,
  code: 'SUMMER',
  discount: '15',
  ...overrides,
});

describe('checkVoucher: SPEC §5 admin voucher rules', () => {
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
      voucher: { code: 'SAVE10', type: 'percentage', discount: 15, active: true },
    });
  });

  it('trims and uppercases the code and reads the discount as a number', () => {
    const typed = values({ code: ' winter ', type: 'fixed', discount: '1.5', active: false });
    expect(checkVoucher(typed, creating)).toEqual({
      voucher: { code: 'WINTER', type: 'fixed', discount: 1.5, active: false },
    });
  });
});
