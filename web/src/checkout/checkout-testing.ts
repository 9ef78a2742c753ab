import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { PlaceOrderDocument, type PlaceOrderMutationVariables } from '../graphql/generated';
import { brownieMix, redVelvetCake, storeCart } from '../testing/fixtures';
import { demoReceipt } from '../testing/handlers';
import { server } from '../testing/msw-server';

// Steps the checkout tests share: a cart to check out, the details typed in, the orders sent.

// 2 x 4.500 + 1 x 2.250: subtotal 11.250 BD; SAVE10 takes 1.125 BD off.
export function storeDemoCart() {
  storeCart([
    { product: redVelvetCake, quantity: 2 },
    { product: brownieMix, quantity: 1 },
  ]);
}

export async function fillCustomer(
  user: UserEvent,
  values: { name?: string; whatsapp?: string; address?: string } = {},
) {
  const { name = 'Fatima Ali', whatsapp = '+973 3900 1234', address = 'Road 12, Block 3, Manama' } = values;
  if (name) await user.type(await screen.findByLabelText('Full Name'), name);
  if (whatsapp) await user.type(screen.getByLabelText('WhatsApp Number'), whatsapp);
  if (address) await user.type(screen.getByLabelText('Delivery Address'), address);
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
