import type { OrderInput } from '@crumb/shared/schema-types';
import type { CartItem } from '../cart/cart-store';
import { destinationInput, type Destination } from './destination-values';

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
