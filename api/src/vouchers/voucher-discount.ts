import { VoucherType } from './voucher.entity';

/** What the discount rule needs to know of a voucher. */
export interface VoucherTerms {
  type: VoucherType;
  /** A whole percent for percentage vouchers, fils for fixed ones. */
  discountValue: number;
}

/** What an order keeps of its voucher, to judge its discount again when it is changed. */
export interface VoucherTermsAsPlaced extends VoucherTerms {
  /** The smallest subtotal it applied to, in fils; null for any. */
  minSubtotalFils: number | null;
}

/**
 * The one discount rule, used by voucher validation and by order pricing. All in whole fils:
 * a percentage takes that share of the subtotal rounded half up to the fil; a fixed amount
 * comes off whole. Either way never more than the subtotal.
 */
export function voucherDiscountFils(voucher: VoucherTerms, subtotalFils: number): number {
  if (!Number.isSafeInteger(subtotalFils) || subtotalFils < 0) {
    throw new RangeError(`A subtotal is a non-negative whole number of fils, not ${subtotalFils}`);
  }
  const discount =
    voucher.type === VoucherType.percentage
      ? // BigInt keeps subtotal x percent exact however large the subtotal.
        Number((BigInt(subtotalFils) * BigInt(voucher.discountValue) + 50n) / 100n)
      : voucher.discountValue;
  return Math.min(discount, subtotalFils);
}
