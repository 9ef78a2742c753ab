import { bahrainDateTimeInput, fromBahrainDateTimeInput } from '@crumb/shared/shop-time';
import type { VoucherType } from '@crumb/shared/schema-types';
import type { VoucherFieldsFragment } from '@crumb/shared/shared-operations';

export type AdminVoucher = VoucherFieldsFragment;

/** What the voucher form holds: the inputs' own strings until the form is sent. */
export interface VoucherFormValues {
  code: string;
  type: VoucherType;
  discount: string;
  active: boolean;
  /** A datetime-local value ('2026-12-31T23:59', Bahrain time whatever the device's zone), or '' for never. */
  expiresAt: string;
  /** BD, or '' for any subtotal. */
  minSubtotal: string;
  /** A count, or '' for no limit. */
  usageLimit: string;
}

/** Create mode: an empty percentage voucher, active by default, without rules. */
export const newVoucherValues: VoucherFormValues = {
  code: '',
  type: 'percentage',
  discount: '',
  active: true,
  expiresAt: '',
  minSubtotal: '',
  usageLimit: '',
};

/** Edit mode: the chosen voucher loaded into the form. */
export function valuesOf(voucher: AdminVoucher): VoucherFormValues {
  return {
    code: voucher.code,
    type: voucher.type,
    discount: String(voucher.discount),
    active: voucher.active,
    expiresAt: voucher.expiresAt ? bahrainDateTimeInput(new Date(voucher.expiresAt)) : '',
    minSubtotal: voucher.minSubtotal == null ? '' : String(voucher.minSubtotal),
    usageLimit: voucher.usageLimit == null ? '' : String(voucher.usageLimit),
  };
}

export type VoucherFormProblem =
  'requiredFields' | 'codeExists' | 'minSubtotalInvalid' | 'usageLimitInvalid' | 'expiresAtInvalid';

export interface CheckedVoucher {
  code: string;
  type: VoucherType;
  discount: number;
  active: boolean;
  /** ISO instant; null: never expires. */
  expiresAt: string | null;
  minSubtotal: number | null;
  usageLimit: number | null;
}

/**
 * docs/product.md#vouchers-admin: a code and a discount greater than 0 are required; a new voucher may
 * not reuse a code the list already holds (codes match without regard to case, as the API
 * matches them). Anything else is the server's to refuse.
 */
export function checkVoucher(
  values: VoucherFormValues,
  { creating, existingCodes }: { creating: boolean; existingCodes: readonly string[] },
): { problem: VoucherFormProblem } | { voucher: CheckedVoucher } {
  const code = values.code.trim().toUpperCase();
  const discount = Number(values.discount);
  if (!code || values.discount.trim() === '' || !(discount > 0)) return { problem: 'requiredFields' };
  if (creating && existingCodes.some((existing) => existing.toUpperCase() === code)) {
    return { problem: 'codeExists' };
  }
  const minSubtotal = values.minSubtotal.trim() === '' ? null : Number(values.minSubtotal);
  if (minSubtotal !== null && !(minSubtotal > 0)) return { problem: 'minSubtotalInvalid' };
  const usageLimit = values.usageLimit.trim() === '' ? null : Number(values.usageLimit);
  if (usageLimit !== null && !(Number.isInteger(usageLimit) && usageLimit >= 1))
    return { problem: 'usageLimitInvalid' };
  // Typed on the shop's clock, as the list shows it: the device's own zone plays no part.
  const expiry = values.expiresAt ? fromBahrainDateTimeInput(values.expiresAt) : null;
  if (values.expiresAt && !expiry) return { problem: 'expiresAtInvalid' };
  return {
    voucher: {
      code,
      type: values.type,
      discount,
      active: values.active,
      expiresAt: expiry ? expiry.toISOString() : null,
      minSubtotal,
      usageLimit,
    },
  };
}
