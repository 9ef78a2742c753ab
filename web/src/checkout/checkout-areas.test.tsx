import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { cart } from '../cart/cart-store';
import { CheckoutDeliveryDaysDocument, PlaceOrderDocument } from '../graphql/generated';
import { refusal } from '../testing/api-errors';
import { axeViolations } from '../testing/axe-violations';
import { brownieMix, storeCart } from '../testing/fixtures';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';
import {
  answerDeliveryAreas,
  demoCartOrder,
  demoCustomer,
  fillCustomer,
  openCheckoutFilledIn,
  placeConfirmedOrder,
  recordOrders,
  storeDemoCart,
} from './checkout-testing';
import { buildDeliveryAreas } from './delivery-areas-testing';

// Checkout with the shop's delivery areas and pickup: off, it is a shop's without them; on,
// delivery or pickup first, the area found by name and the address as numbers, the zone's fee,
// minimum and free delivery in the summary.

// The pages these tests reach are loaded lazily: compiled once here, before any test waits on them.
beforeAll(async () => {
  await Promise.all([import('./checkout-page'), import('../orders/order-confirmation-page')]);
}, 60_000);

/** The delivery schedule on: one day with one window. */
const thursdayWindow = {
  __typename: 'DeliveryDayWindowView',
  id: 'w1',
  start: '16:00',
  end: '18:00',
  remaining: 3,
  available: true,
};
const deliveryDays = [{ __typename: 'DeliveryDayView', date: '2026-11-26', open: true, windows: [thursdayWindow] }];

function summaryValue(label: string) {
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  return summary.getByText(label).nextElementSibling?.textContent;
}

const areaGroup = () => screen.getByRole('group', { name: 'Area' });

async function chooseArea(user: Awaited<ReturnType<typeof renderRoute>>['user'], search: string, name: string) {
  const field = await screen.findByLabelText('Find your area');
  await user.clear(field);
  await user.type(field, search);
  await user.click(within(areaGroup()).getByRole('radio', { name: new RegExp(`^${name}`) }));
}

async function fillAddressNumbers(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.type(screen.getByLabelText('Flat or House'), '12');
  await user.type(screen.getByLabelText('Building'), '345');
  await user.type(screen.getByLabelText(/^Road/), '2803');
  await user.type(screen.getByLabelText(/^Block/), '428');
  await user.type(screen.getByLabelText('Directions (optional)'), 'Blue gate');
}

describe('checkout while delivery areas and pickup are off', () => {
  it('asks for a free-text address and sends exactly the fields it always sent', async () => {
    storeDemoCart();
    const { user, sent } = await openCheckoutFilledIn();

    expect(screen.queryByRole('group', { name: 'Delivery or Pickup' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Find your area')).not.toBeInTheDocument();
    expect(summaryValue('Delivery')).toBe('2.000 BD');
    const { input } = await placeConfirmedOrder(user, sent);
    expect(input).toEqual(demoCartOrder({ address: demoCustomer.address }));
  });
});

describe('checkout with pickup from the shop', () => {
  it('asks delivery or pickup first; pickup is free, shows the shop, asks no address and sends fulfilment', async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas({ enabled: false, pickupOn: true }));
    const sent = recordOrders();
    const { user, container } = await renderRoute('/checkout');

    const how = within(await screen.findByRole('group', { name: 'How would you like your order?' }));
    expect(how.getByRole('radio', { name: /^Delivery/ })).toBeChecked();
    // Delivery while areas are off: the free-text address and the flat 2.000 BD.
    expect(screen.getByLabelText('Delivery Address')).toBeInTheDocument();
    expect(summaryValue('Delivery')).toBe('2.000 BD');

    await user.click(how.getByRole('radio', { name: /^Pickup/ }));

    expect(screen.queryByLabelText('Delivery Address')).not.toBeInTheDocument();
    expect(screen.getByText('Building 1021, Road 3803, Block 338, Adliya')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the map' })).toHaveAttribute(
      'href',
      'https://maps.example.com/crumb',
    );
    expect(summaryValue('Pickup')).toBe('Free');
    expect(summaryValue('Total')).toBe('11.250 BD');
    expect(await axeViolations(container)).toEqual([]);

    await fillCustomer(user, { address: '' });
    const { input } = await placeConfirmedOrder(user, sent);
    expect(input).toEqual(demoCartOrder({ fulfilment: 'pickup' }));
    expect(screen.getByText('Pickup from the shop')).toBeInTheDocument();
  });

  it('sends delivery with the free-text address when the shopper keeps delivery', async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas({ enabled: false, pickupOn: true }));
    const sent = recordOrders();
    const { user } = await renderRoute('/checkout');
    await screen.findByRole('group', { name: 'How would you like your order?' });
    await fillCustomer(user);

    const { input } = await placeConfirmedOrder(user, sent);
    expect(input).toMatchObject({ address: demoCustomer.address, fulfilment: 'delivery' });
    expect(input).not.toHaveProperty('areaId');
    expect(input).not.toHaveProperty('addressParts');
  });

  it('asks a pickup day and time from the delivery schedule, in the shop’s Arabic too', async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas({ enabled: false, pickupOn: true }));
    server.use(graphql.query(CheckoutDeliveryDaysDocument, () => HttpResponse.json({ data: { deliveryDays } })));
    const { user } = await renderRoute('/checkout', { language: 'ar' });

    await user.click(await screen.findByRole('radio', { name: /^الاستلام من المحل/ }));

    expect(await screen.findByRole('group', { name: 'يوم ووقت الاستلام' })).toBeInTheDocument();
    expect(screen.getByText('مبنى 1021، طريق 3803، مجمع 338، العدلية')).toBeInTheDocument();
  });

  it('asks the places left for the chosen method: a window full of deliveries may still take a pickup', async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas({ enabled: false, pickupOn: true }));
    const asked: unknown[] = [];
    const fullForDeliveries = deliveryDays.map((day) => ({
      ...day,
      windows: [{ ...thursdayWindow, remaining: 0, available: false }],
    }));
    server.use(
      graphql.query(CheckoutDeliveryDaysDocument, ({ variables }) => {
        asked.push(variables.fulfilment);
        const days = variables.fulfilment === 'pickup' ? deliveryDays : fullForDeliveries;
        return HttpResponse.json({ data: { deliveryDays: days } });
      }),
    );
    const { user } = await renderRoute('/checkout');
    const dayRadio = () => within(screen.getByRole('group', { name: 'Day' })).getByRole('radio');

    await waitFor(() => expect(dayRadio()).toBeDisabled());
    await user.click(screen.getByRole('radio', { name: /^Pickup/ }));

    await waitFor(() => expect(dayRadio()).toBeEnabled());
    expect(asked).toEqual(['delivery', 'pickup']);
  });
});

describe('checkout with delivery areas on', () => {
  it('finds the area by its English name, a loose spelling and a slip, and replaces the address by its numbers', async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas());
    const { user, container } = await renderRoute('/checkout');

    const search = await screen.findByLabelText('Find your area');
    expect(screen.queryByLabelText('Delivery Address')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Road/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(/^Block/)).toHaveAttribute('inputmode', 'numeric');
    // Switched off: never offered.
    expect(within(areaGroup()).queryByRole('radio', { name: /Sitra/ })).not.toBeInTheDocument();

    for (const typed of ['Al Jufair', 'Jufiar', 'juffair']) {
      await user.clear(search);
      await user.type(search, typed);
      const radios = within(areaGroup()).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent?.replace(/\s+/g, ' '))).toEqual([
        'Juffairالجفير · 1.500 BD',
      ]);
    }
    await user.clear(search);
    await user.type(search, 'xyz');
    expect(screen.getByText('No area matches “xyz”. Try another spelling.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Area' })).not.toBeInTheDocument();

    // Enter in the search picks the best match rather than placing the order.
    await user.clear(search);
    await user.type(search, 'Juff{Enter}');
    expect(within(areaGroup()).getByRole('radio', { name: /^Juffair/ })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('finds the area by its Arabic name on an Arabic page', async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas());
    const { user } = await renderRoute('/checkout', { language: 'ar' });

    await user.type(await screen.findByLabelText('ابحث عن منطقتك'), 'جفير');

    const radios = within(screen.getByRole('group', { name: 'المنطقة' })).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(radios[0]).toHaveAccessibleName(expect.stringMatching(/^الجفير/));
  });

  it('shows the fee, the minimum and free delivery before ordering, updated as the cart changes', async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas());
    const { user } = await renderRoute('/checkout');
    await screen.findByLabelText('Find your area');
    expect(summaryValue('Delivery')).toBe('Choose your area');

    await chooseArea(user, 'juffair', 'Juffair');
    expect(summaryValue('Delivery')).toBe('1.500 BD');
    expect(summaryValue('Total')).toBe('12.750 BD');
    expect(screen.getByText('Delivery to Juffair: 1.500 BD')).toBeInTheDocument();
    expect(screen.getByText('Free delivery from 20.000 BD: add 8.750 BD more')).toBeInTheDocument();

    await chooseArea(user, 'riffa', 'Riffa');
    expect(summaryValue('Delivery')).toBe('3.000 BD');
    expect(screen.getByText('Delivery to Riffa: 3.000 BD, for orders from 10.000 BD')).toBeInTheDocument();

    // One more brownie mix in another tab: 13.500 BD. Then enough for free delivery.
    act(() => cart.setQuantity(brownieMix.id, 2));
    expect(screen.getByText('Free delivery from 20.000 BD: add 6.500 BD more')).toBeInTheDocument();
    act(() => cart.setQuantity(brownieMix.id, 5));
    expect(summaryValue('Delivery')).toBe('Free');
    expect(summaryValue('Total')).toBe('20.250 BD');
    expect(screen.getByText('Free delivery: your order reaches 20.000 BD')).toBeInTheDocument();
  });

  it('explains what an order under the area’s minimum lacks, and does not send it', async () => {
    storeCart([{ product: brownieMix, quantity: 1 }]);
    answerDeliveryAreas(buildDeliveryAreas());
    const { user, sent } = await openCheckoutFilledIn({ address: '' });
    await chooseArea(user, 'riffa', 'Riffa');
    await fillAddressNumbers(user);

    const missing = 'Add 7.750 BD more to order for delivery to Riffa (the minimum is 10.000 BD).';
    expect(screen.getByText(missing)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(missing);
    expect(sent).toHaveLength(0);

    act(() => cart.setQuantity(brownieMix.id, 5));
    expect(screen.queryByText(missing)).not.toBeInTheDocument();
  });

  it('says it in Arabic with the area’s Arabic name', async () => {
    storeCart([{ product: brownieMix, quantity: 1 }]);
    answerDeliveryAreas(buildDeliveryAreas());
    const { user } = await renderRoute('/checkout', { language: 'ar' });
    await user.type(await screen.findByLabelText('ابحث عن منطقتك'), 'الرفاع');
    await user.click(screen.getByRole('radio', { name: /^الرفاع/ }));

    expect(screen.getByText('أضف 7.750 د.ب إلى طلبك للتوصيل إلى الرفاع (الحد الأدنى 10.000 د.ب).')).toBeInTheDocument();
  });

  it('asks for the area and the road, block and a house or building number before sending', async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas());
    const { user, sent } = await openCheckoutFilledIn({ address: '' });
    await screen.findByLabelText('Find your area');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fill in all required fields');
    // Each problem in the summary, and under its own field.
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please choose your delivery area',
      'Please enter a flat, house or building number',
      'Please enter the road number',
      'Please enter the block number',
    ]);
    expect(screen.getByLabelText('Find your area')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose your delivery area'),
    );
    expect(screen.getByLabelText(/^Road/)).toBeInvalid();
    expect(screen.getByLabelText(/^Road/)).toHaveAccessibleDescription('Please enter the road number');
    expect(screen.getByLabelText(/^Block/)).toHaveAccessibleDescription('Please enter the block number');
    expect(screen.getByLabelText(/^Building/)).toBeInvalid();
    expect(screen.getByLabelText(/^Building/)).toHaveAccessibleDescription(
      'Please enter a flat, house or building number',
    );
    expect(sent).toHaveLength(0);
  });

  it('sends the area and the address as numbers, and names the area on the confirmation', async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas());
    const { user, sent } = await openCheckoutFilledIn({ address: '' });
    await chooseArea(user, 'الجفير', 'Juffair');
    await fillAddressNumbers(user);

    const { input } = await placeConfirmedOrder(user, sent);
    expect(input).toEqual(
      demoCartOrder({
        fulfilment: 'delivery',
        areaId: '11',
        addressParts: { house: '12', building: '345', road: '2803', block: '428', directions: 'Blue gate' },
      }),
    );
    expect(screen.getByText('Delivery to Juffair')).toBeInTheDocument();
  });

  it("shows the server's refusal when it refuses the area anyway", async () => {
    storeDemoCart();
    answerDeliveryAreas(buildDeliveryAreas());
    server.use(
      graphql.mutation(PlaceOrderDocument, () =>
        refusal('We do not deliver to that area at the moment: please choose another one'),
      ),
    );
    const { user, router } = await renderRoute('/checkout', { language: 'ar' });
    await user.type(await screen.findByLabelText('الاسم الكامل'), 'فاطمة');
    await user.type(screen.getByLabelText('رقم واتساب'), demoCustomer.whatsapp);
    await chooseAreaArabic(user);
    await user.type(screen.getByLabelText('الشقة أو المنزل'), '12');
    await user.type(screen.getByLabelText(/^الطريق/), '2803');
    await user.type(screen.getByLabelText(/^المجمع/), '428');

    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));

    expect(await screen.findByText('لا نوصل إلى هذه المنطقة حاليًا: يرجى اختيار منطقة أخرى')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });
});

async function chooseAreaArabic(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.type(await screen.findByLabelText('ابحث عن منطقتك'), 'جفير');
  await user.click(screen.getByRole('radio', { name: /^الجفير/ }));
}
