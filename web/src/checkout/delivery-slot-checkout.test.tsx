import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CheckoutDeliveryDaysDocument, PlaceOrderDocument } from '../graphql/generated';
import { axeViolations } from '../testing/axe-violations';
import { server } from '../testing/msw-server';
import { plainText } from '../testing/plain-text';
import { renderRoute } from '../testing/render-route';
import { fillCustomer, openCheckoutFilledIn, placeConfirmedOrder, storeDemoCart } from './checkout-testing';

// The delivery day and window at checkout, asked while the owner's schedule is on.

const window = (id: string, start: string, end: string, remaining: number, available = remaining > 0) => ({
  __typename: 'DeliveryDayWindowView',
  id,
  start,
  end,
  remaining,
  available,
});
const day = (date: string, open: boolean, windows: ReturnType<typeof window>[]) => ({
  __typename: 'DeliveryDayView',
  date,
  open,
  windows,
});

/** Wednesday past its cut-off, Thursday with a full afternoon, Friday closed, Saturday full. */
function demoDays({ eveningLeft = 5 } = {}) {
  return [
    day('2026-11-25', true, [
      window('morning', '10:00', '13:00', 4, false),
      window('evening', '16:00', '20:00', 4, false),
    ]),
    day('2026-11-26', true, [
      window('morning', '10:00', '13:00', 2),
      window('afternoon', '13:00', '16:00', 0),
      window('evening', '16:00', '20:00', eveningLeft),
    ]),
    day('2026-11-27', false, [
      window('morning', '10:00', '13:00', 10, false),
      window('evening', '16:00', '20:00', 10, false),
    ]),
    day('2026-11-28', true, [window('morning', '10:00', '13:00', 0), window('evening', '16:00', '20:00', 0)]),
  ];
}

/** The schedule is on; answers `days()` at each ask and counts the asks. */
function scheduleOn(days: () => ReturnType<typeof demoDays> = demoDays) {
  const asked = { count: 0 };
  server.use(
    graphql.query(CheckoutDeliveryDaysDocument, () => {
      asked.count += 1;
      return HttpResponse.json({ data: { deliveryDays: days() } });
    }),
  );
  return asked;
}

const dayGroup = () => screen.getByRole('group', { name: 'Day' });

describe('delivery day and time at checkout', () => {
  it('is not asked while the schedule is off, and the order goes without it', async () => {
    storeDemoCart();
    const { user, sent } = await openCheckoutFilledIn();

    const { input } = await placeConfirmedOrder(user, sent);
    expect(screen.queryByRole('group', { name: 'Delivery Day and Time' })).not.toBeInTheDocument();
    expect(input).not.toHaveProperty('deliveryDate');
    expect(input).not.toHaveProperty('deliveryWindow');
  });

  it('lists the days with the closed, full and past ones disabled and saying why, then the chosen day’s windows', async () => {
    storeDemoCart();
    scheduleOn();
    const { user, container } = await renderRoute('/checkout');

    expect(await screen.findByRole('group', { name: 'Delivery Day and Time' })).toBeInTheDocument();
    const days = within(dayGroup());
    expect(days.getByRole('radio', { name: 'Wednesday 25 November' })).toBeDisabled();
    expect(days.getByRole('radio', { name: 'Wednesday 25 November' })).toHaveAccessibleDescription(
      expect.stringContaining('Not available'),
    );
    expect(days.getByRole('radio', { name: 'Friday 27 November' })).toHaveAccessibleDescription(
      expect.stringContaining('Closed'),
    );
    expect(days.getByRole('radio', { name: 'Saturday 28 November' })).toHaveAccessibleDescription(
      expect.stringContaining('Full'),
    );
    expect(days.getByRole('radio', { name: 'Thursday 26 November' })).toBeEnabled();
    expect(screen.getByText('Choose a day to see its delivery times.')).toBeInTheDocument();

    await user.click(days.getByRole('radio', { name: 'Thursday 26 November' }));

    const times = within(screen.getByRole('group', { name: 'Time on Thursday 26 November' }));
    expect(times.getByRole('radio', { name: '13:00–16:00' })).toBeDisabled();
    expect(times.getByRole('radio', { name: '13:00–16:00' })).toHaveAccessibleDescription(
      expect.stringContaining('Full'),
    );
    await user.click(times.getByRole('radio', { name: '10:00–13:00' }));
    // The arrow keys move within the group and skip the full window.
    await user.keyboard('{ArrowDown}');
    expect(times.getByRole('radio', { name: '16:00–20:00' })).toBeChecked();

    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('Thursday 26 November, 16:00–20:00', { normalizer: plainText })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for a day and time before sending, then sends them and shows them on the confirmation', async () => {
    storeDemoCart();
    scheduleOn();
    const { user, sent } = await openCheckoutFilledIn();
    await screen.findByRole('group', { name: 'Delivery Day and Time' });

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a delivery day and time');
    expect(within(dayGroup()).getByRole('radio', { name: 'Thursday 26 November' })).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a delivery day and time'),
    );
    expect(sent).toEqual([]);

    await user.click(within(dayGroup()).getByRole('radio', { name: 'Thursday 26 November' }));
    await user.click(screen.getByRole('radio', { name: '16:00–20:00' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(sent[0]!.input).toMatchObject({ deliveryDate: '2026-11-26', deliveryWindow: 'evening' });
    expect(screen.getByText('Delivery').nextElementSibling).toHaveTextContent('Thursday 26 November, 16:00–20:00');
  });

  it("shows the server's refusal of a window that filled up meanwhile, and asks for the days again", async () => {
    storeDemoCart();
    let eveningLeft = 5;
    const asked = scheduleOn(() => demoDays({ eveningLeft }));
    server.use(
      graphql.mutation(PlaceOrderDocument, () => {
        eveningLeft = 0;
        return HttpResponse.json({
          errors: [
            {
              message: 'That delivery time is full: please choose another one',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        });
      }),
    );
    const { user, router } = await renderRoute('/checkout');
    await fillCustomer(user);
    await user.click(
      await within(await screen.findByRole('group', { name: 'Day' })).findByRole('radio', {
        name: 'Thursday 26 November',
      }),
    );
    await user.click(screen.getByRole('radio', { name: '16:00–20:00' }));
    const asksBefore = asked.count;

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('That delivery time is full: please choose another one')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '16:00–20:00' })).toBeDisabled();
    expect(asked.count).toBeGreaterThan(asksBefore);
    expect(router.state.location.pathname).toBe('/checkout');
    // The dropped choice is no longer in the summary.
    expect(
      within(screen.getByRole('region', { name: 'Order Summary' })).queryByText(/16:00–20:00/),
    ).not.toBeInTheDocument();
  });

  it('reads in Arabic, right to left, with the times left to right, and passes axe', async () => {
    storeDemoCart();
    scheduleOn();
    server.use(
      graphql.mutation(PlaceOrderDocument, () =>
        HttpResponse.json({
          errors: [
            {
              message: 'That delivery time is full: please choose another one',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        }),
      ),
    );
    const { user, container } = await renderRoute('/checkout', { language: 'ar' });

    expect(await screen.findByRole('group', { name: 'يوم التوصيل ووقته' })).toBeInTheDocument();
    const days = within(screen.getByRole('group', { name: 'اليوم' }));
    expect(days.getByRole('radio', { name: 'الجمعة، 27 نوفمبر' })).toHaveAccessibleDescription(
      expect.stringContaining('مغلق'),
    );
    await user.click(days.getByRole('radio', { name: 'الخميس، 26 نوفمبر' }));
    const times = within(screen.getByRole('group', { name: 'الوقت يوم الخميس، 26 نوفمبر' }));
    expect(times.getByRole('radio', { name: '13:00–16:00' })).toBeDisabled();
    await user.click(times.getByRole('radio', { name: '16:00–20:00' }));
    expect(screen.getByText('16:00–20:00').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByLabelText('الاسم الكامل'), 'سارة');
    await user.type(screen.getByLabelText('رقم واتساب'), '+973 3900 1234');
    await user.type(screen.getByLabelText('عنوان التوصيل'), 'المنامة');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByText('وقت التوصيل هذا مكتمل: يرجى اختيار وقت آخر')).toBeInTheDocument();
  });

  it('offers to ask again when the days could not be loaded', async () => {
    storeDemoCart();
    let fail = true;
    server.use(
      graphql.query(CheckoutDeliveryDaysDocument, () =>
        fail
          ? HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })
          : HttpResponse.json({ data: { deliveryDays: demoDays() } }),
      ),
    );
    const { user } = await renderRoute('/checkout');

    expect(await screen.findByText('Delivery times could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await screen.findByRole('group', { name: 'Day' })).findByRole('radio', {
        name: 'Thursday 26 November',
      }),
    ).toBeEnabled();
  });
});
