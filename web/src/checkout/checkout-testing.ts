import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { OrderInput } from '@crumb/shared/schema-types';
import {
  CheckoutDeliveryAreasDocument,
  PlaceOrderDocument,
  type CheckoutDeliveryAreasQuery,
  type PlaceOrderMutationVariables,
} from '../graphql/generated';
import { brownieMix, redVelvetCake, storeCart } from '../testing/fixtures';
import { demoReceipt } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';

// Steps the checkout tests share: a cart to check out, the details typed in, the orders sent.

// 2 x 4.500 + 1 x 2.250: subtotal 11.250 BD; SAVE10 takes 1.125 BD off.
export function storeDemoCart() {
  storeCart([
    { product: redVelvetCake, quantity: 2 },
    { product: brownieMix, quantity: 1 },
  ]);
}

/** The customer fillCustomer types in unless told otherwise, as the order sends them. */
export const demoCustomer = {
  customerName: 'Fatima Ali',
  whatsapp: '+973 3900 1234',
  address: 'Road 12, Block 3, Manama',
};

/** The demo cart's lines as the order sends them. */
export const demoCartItems = [
  { productId: redVelvetCake.id, quantity: 2 },
  { productId: brownieMix.id, quantity: 1 },
];

/** The demo customer's order of the demo cart as checkout sends it, with no address typed in, and `rest`. */
export function demoCartOrder(rest: Partial<OrderInput>): OrderInput {
  return {
    customerName: demoCustomer.customerName,
    whatsapp: demoCustomer.whatsapp,
    address: '',
    note: '',
    paymentMethod: 'cash',
    items: demoCartItems,
    voucherCode: null,
    ...rest,
  };
}

/** An order as the checkout sends it, for the tests of its values: two of product 7, cash, no voucher. */
export const demoOrderInput: OrderInput = {
  customerName: 'Fatima',
  whatsapp: demoCustomer.whatsapp,
  address: 'Road 12',
  note: '',
  paymentMethod: 'cash',
  items: [{ productId: '7', quantity: 2 }],
  voucherCode: null,
};

export async function fillCustomer(
  user: UserEvent,
  values: { name?: string; whatsapp?: string; address?: string } = {},
) {
  const { name = demoCustomer.customerName, whatsapp = demoCustomer.whatsapp, address = demoCustomer.address } = values;
  if (name) await user.type(await screen.findByLabelText('Full Name'), name);
  if (whatsapp) await user.type(screen.getByLabelText('WhatsApp Number'), whatsapp);
  if (address) await user.type(screen.getByLabelText('Delivery Address'), address);
}

/**
 * Opens checkout with the orders it sends recorded, and the customer's details typed in:
 * fillCustomer's, or `customer` over them.
 */
export async function openCheckoutFilledIn(customer?: Parameters<typeof fillCustomer>[1]) {
  const sent = recordOrders();
  const view = await renderRoute('/checkout');
  await fillCustomer(view.user, customer);
  return { ...view, sent };
}

/** Presses Place Order and waits for the confirmation: the one order sent. */
export async function placeConfirmedOrder(user: UserEvent, sent: readonly PlaceOrderMutationVariables[]) {
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

export function recordOrders() {
  const sent: PlaceOrderMutationVariables[] = [];
  server.use(
    graphql.mutation(PlaceOrderDocument, ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: { createOrder: demoReceipt } });
    }),
  );
  return sent;
}

/** Answers checkout's ask for the shop's delivery areas and pickup with these. */
export function answerDeliveryAreas(deliveryAreas: CheckoutDeliveryAreasQuery['deliveryAreas']) {
  server.use(graphql.query(CheckoutDeliveryAreasDocument, () => HttpResponse.json({ data: { deliveryAreas } })));
}
