import type { AdminVoucherFieldsFragment, VoucherType } from '../graphql/generated';

export type AdminVoucher = AdminVoucherFieldsFragment;

/** What the voucher form holds: the inputs' own strings until the form is sent. */
export interface VoucherFormValues {
  code: string;
  type: VoucherType;
  discount: string;
  active: boolean;
}

/** SPEC §4 create mode: an empty percentage voucher, active by default. */
export const newVoucherValues: VoucherFormValues = { code: '', type: 'percentage', discount: '', active: true };

/** SPEC §4 edit mode: the chosen voucher loaded into the form. */
export function valuesOf(voucher: AdminVoucher): VoucherFormValues {
  return { code: voucher.code, type: voucher.type, discount: String(voucher.discount), active: voucher.active };
}

export type VoucherFormProblem = 'requiredFields' | 'codeExists';

export interface CheckedVoucher {
  code: string;
  type: VoucherType;
  discount: number;
  active: boolean;
}

/**
 * SPEC §5 Admin voucher: a code and a discount greater than 0 are required; a new voucher may
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
  return { voucher: { code, type: values.type, discount, active: values.active } };
}
