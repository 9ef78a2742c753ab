import type { OrderInput } from '@crumb/shared/schema-types';
import type { CartItem } from '../cart/cart-store';
import { asksFreeTextAddress, destinationInput, destinationMissing, type Destination } from './destination-values';

/** Payment is fixed to cash on delivery (docs/product.md#payment). */
export const CASH_PAYMENT = 'cash';

export interface CheckoutValues {
  customerName: string;
  whatsapp: string;
  address: string;
  note: string;
  paymentMethod: string;
}

export const emptyCheckoutValues: CheckoutValues = {
  customerName: '',
  whatsapp: '',
  address: '',
  note: '',
  paymentMethod: CASH_PAYMENT,
};

export type CheckoutProblem = 'checkout.requiredFields' | 'checkout.paymentRequired';

/**
 * Name, WhatsApp number and address are required (docs/product.md#checkout-page); blank after
 * trimming is missing. With delivery areas on the address is the area and its numbers; pickup
 * needs none.
 */
export function detailsMissing(values: CheckoutValues, destination?: Destination): boolean {
  if ([values.customerName, values.whatsapp].some((value) => value.trim() === '')) return true;
  if (destination && destinationMissing(destination)) return true;
  return asksFreeTextAddress(destination) && values.address.trim() === '';
}

/**
 * On submit (docs/product.md#checkout-page): the required details first, then a payment method. Notes are
 * optional.
 */
export function checkoutProblem(values: CheckoutValues, destination?: Destination): CheckoutProblem | undefined {
  if (detailsMissing(values, destination)) return 'checkout.requiredFields';
  if (values.paymentMethod.trim() === '') return 'checkout.paymentRequired';
  return undefined;
}

/** The order as sent: texts trimmed, products by id and quantity (with the line's choices and the message on the cake, when it has them); the server prices it. */
export function toOrderInput(
  values: CheckoutValues,
  items: readonly CartItem[],
  voucherCode?: string,
  delivery?: { date: string; window: string },
  destination?: Destination,
): OrderInput {
  return {
    customerName: values.customerName.trim(),
    whatsapp: values.whatsapp.trim(),
    address: values.address.trim(),
    note: values.note.trim(),
    paymentMethod: values.paymentMethod.trim(),
    items: items.map((item) => ({
      productId: item.id,
      quantity: item.quantity,
      ...(item.message && { message: item.message }),
      ...(item.choices?.length && { choiceIds: item.choices.map((choice) => choice.id) }),
    })),
    voucherCode: voucherCode ?? null,
    // The delivery day and window, only when the shop asks for them.
    ...(delivery && { deliveryDate: delivery.date, deliveryWindow: delivery.window }),
    ...destinationInput(destination),
  };
}
