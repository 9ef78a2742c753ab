import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { CheckoutDeliveryDaysDocument } from '../graphql/generated';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';
import {
  answerDeliveryAreas,
  demoCartOrder,
  demoCustomer,
  openCheckoutFilledIn,
  placeConfirmedOrder,
  recordOrders,
  storeDemoCart,
} from './checkout-testing';
import { buildDeliveryAreas } from './delivery-areas-testing';

// A reload or Back in the middle of checkout finds the whole form as the shopper left it: the
// area, the address's numbers, the day and window, the notes and the voucher code typed too (the
// name and number alone survived). A day or window no longer offered is dropped, never sent.

// The pages the tests reach are loaded lazily: compiled once here, before any test waits on them.
beforeAll(async () => {
  await Promise.all([import('./checkout-page'), import('../orders/order-confirmation-page')]);
}, 60_000);

const slot = (id: string, start: string, end: string, available: boolean) => ({
  __typename: 'DeliveryDayWindowView',
  id,
  start,
  end,
  remaining: available ? 3 : 0,
  available,
});

/** The schedule on: Thursday with its evening, which `eveningFull` fills. */
function scheduleOn({ eveningFull = false } = {}) {
  const windows = [slot('morning', '10:00', '13:00', true), slot('evening', '16:00', '20:00', !eveningFull)];
  const deliveryDays = [{ __typename: 'DeliveryDayView', date: '2026-11-26', open: true, windows }];
  server.use(graphql.query(CheckoutDeliveryDaysDocument, () => HttpResponse.json({ data: { deliveryDays } })));
}

/** Checkout filled in with delivery areas and the schedule on, the evening chosen; then the page goes away. */
async function fillInAndLeave() {
  storeDemoCart();
  answerDeliveryAreas(buildDeliveryAreas());
  scheduleOn();
  const first = await openCheckoutFilledIn({ address: '' });
  const { user } = first;
  // Pasted rather than typed key by key: the test is about what comes back, not the typing.
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await fill(await screen.findByLabelText('Find your area'), 'juffair');
  await user.click(within(screen.getByRole('group', { name: 'Area' })).getByRole('radio', { name: /^Juffair/ }));
  await fill(screen.getByLabelText('Building'), '345');
  await fill(screen.getByLabelText(/^Road/), '2803');
  await fill(screen.getByLabelText(/^Block/), '428');
  await fill(screen.getByLabelText('Directions (optional)'), 'Blue gate');
  await user.click(screen.getByRole('radio', { name: 'Thursday 26 November' }));
  await user.click(screen.getByRole('radio', { name: '16:00–20:00' }));
  await fill(screen.getByLabelText('Order Notes (optional)'), 'No nuts');
  await fill(screen.getByLabelText('Voucher Code'), 'save10');
  first.unmount();
}

// Filling in the whole form with the areas' dozens of choices takes a while on a busy machine.
const FILLING_IN_MS = 45_000;

describe('checkout across a reload', () => {
  it(
    'keeps the area, the address parts, the day and window, the notes and the voucher code typed',
    async () => {
      await fillInAndLeave();

      const sent = recordOrders();
      const { user } = await renderRoute('/checkout');

      expect(await screen.findByRole('radio', { name: /^Juffair/ })).toBeChecked();
      expect(screen.getByLabelText('Building')).toHaveValue('345');
      expect(screen.getByLabelText(/^Road/)).toHaveValue('2803');
      expect(screen.getByLabelText(/^Block/)).toHaveValue('428');
      expect(screen.getByLabelText('Directions (optional)')).toHaveValue('Blue gate');
      expect(await screen.findByRole('radio', { name: '16:00–20:00' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Thursday 26 November' })).toBeChecked();
      expect(screen.getByLabelText('Order Notes (optional)')).toHaveValue('No nuts');
      expect(screen.getByLabelText('Voucher Code')).toHaveValue('save10');
      expect(screen.getByLabelText('Full Name')).toHaveValue(demoCustomer.customerName);

      const { input } = await placeConfirmedOrder(user, sent);
      expect(input).toEqual(
        demoCartOrder({
          note: 'No nuts',
          fulfilment: 'delivery',
          areaId: '11',
          addressParts: { house: '', building: '345', road: '2803', block: '428', directions: 'Blue gate' },
          deliveryDate: '2026-11-26',
          deliveryWindow: 'evening',
        }),
      );
      expect(sessionStorage.getItem('crumb-checkout-draft')).toBeNull();
    },
    FILLING_IN_MS,
  );

  it('keeps pickup chosen', async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas({ enabled: false, pickupOn: true }));
    const first = await renderRoute('/checkout');
    await first.user.click(await screen.findByRole('radio', { name: /^Pickup/ }));
    first.unmount();

    await renderRoute('/checkout');

    expect(await screen.findByRole('radio', { name: /^Pickup/ })).toBeChecked();
    expect(screen.queryByLabelText('Delivery Address')).not.toBeInTheDocument();
  });

  it(
    'drops a kept window that filled up meanwhile rather than send it',
    async () => {
      await fillInAndLeave();
      scheduleOn({ eveningFull: true });

      const sent = recordOrders();
      const { user } = await renderRoute('/checkout');

      expect(await screen.findByRole('radio', { name: '16:00–20:00' })).toBeDisabled();
      expect(screen.getByRole('radio', { name: '16:00–20:00' })).not.toBeChecked();
      expect(screen.getByRole('radio', { name: 'Thursday 26 November' })).toBeChecked();
      expect(JSON.parse(sessionStorage.getItem('crumb-checkout-draft')!)).not.toHaveProperty('deliveryWindow');

      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a delivery day and time');
      expect(sent).toEqual([]);
    },
    FILLING_IN_MS,
  );
});
