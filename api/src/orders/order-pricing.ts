import { voucherDiscountFils, type VoucherTerms } from '../vouchers/voucher-discount';

/** The fixed delivery charge on every order: 2.000 BD. */
export const DELIVERY_CHARGE_FILS = 2000;

export interface PricedLine {
  /** From the database, never from the client. */
  unitPriceFils: number;
  quantity: number;
}

export interface OrderPrice {
  subtotalFils: number;
  deliveryFils: number;
  discountFils: number;
  totalFils: number;
}

/** The one place an order is priced, all in whole fils: subtotal + delivery - discount. */
export function priceOrder(lines: readonly PricedLine[], voucher: VoucherTerms | null): OrderPrice {
  const subtotalFils = lines.reduce((sum, line) => sum + line.unitPriceFils * line.quantity, 0);
  const discountFils = voucher ? voucherDiscountFils(voucher, subtotalFils) : 0;
  return {
    subtotalFils,
    deliveryFils: DELIVERY_CHARGE_FILS,
    discountFils,
    totalFils: subtotalFils + DELIVERY_CHARGE_FILS - discountFils,
  };
}
