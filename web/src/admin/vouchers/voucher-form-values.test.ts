import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('reads the rules: an expiry in Bahrain time as an instant, a minimum in BD, a whole usage limit', () => {
    const typed = values({ expiresAt: '2026-12-31T23:59', minSubtotal: '5.5', usageLimit: '50' });
    expect(checkVoucher(typed, creating)).toEqual({
      voucher: {
        code: 'SUMMER',
        type: 'percentage',
        discount: 15,
        active: true,
        // 23:59 in Bahrain (UTC+3) is 20:59 UTC.
        expiresAt: '2026-12-31T20:59:00.000Z',
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
    // 08:30 in Bahrain.
    const expiresAt = '2027-03-01T05:30:00.000Z';
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

// A laptop in London typed 25 Dec 23:59 and the list showed 26 Dec 2:59 AM: the form read the
// typed value in the device's zone. It is Bahrain time wherever the device is.
describe('the voucher expiry on a device in London', () => {
  const deviceZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/London';
  });
  afterAll(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it('sends what was typed as Bahrain time, in winter and in British summer time', () => {
    // The device really is in London here: midnight UTC on 1 July is 01:00 there.
    expect(new Date('2026-07-01T00:00:00Z').getHours()).toBe(1);
    expect(checkVoucher(values({ expiresAt: '2026-12-25T23:59' }), creating)).toMatchObject({
      voucher: { expiresAt: '2026-12-25T20:59:00.000Z' },
    });
    expect(checkVoucher(values({ expiresAt: '2026-07-01T23:59' }), creating)).toMatchObject({
      voucher: { expiresAt: '2026-07-01T20:59:00.000Z' },
    });
  });

  it('shows a stored expiry as Bahrain time when editing', () => {
    const stored = { id: '1', code: 'XMAS', type: 'fixed' as const, discount: 1, active: true, usedCount: 0 };
    const summer = { ...stored, expiresAt: '2026-07-01T20:59:00.000Z', minSubtotal: null, usageLimit: null };
    expect(valuesOf(summer).expiresAt).toBe('2026-07-01T23:59');
    expect(valuesOf({ ...summer, expiresAt: '2026-12-25T20:59:00.000Z' }).expiresAt).toBe('2026-12-25T23:59');
  });

  it.each(['2026-02-30T10:00', '2026-12-25T24:10', 'soon'])('refuses %j as an expiry', (expiresAt) => {
    expect(checkVoucher(values({ expiresAt }), creating)).toEqual({ problem: 'expiresAtInvalid' });
  });
});
