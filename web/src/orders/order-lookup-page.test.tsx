import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OrderLookupDocument, type OrderLookupQuery } from '../graphql/generated';
import { demoLookedUpOrder } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';
import { axeViolations } from '../testing/axe-violations';

/** Each label of the result's lists with its value, in the order shown. */
function definitions(result: ReturnType<typeof within>): string[][] {
  return result
    .getAllByRole('term')
    .map((term: HTMLElement) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('order lookup page (/orders/lookup)', () => {
  it("shows the order's status, delivery time, lines with their message, and how its total adds up, and moves focus to it", async () => {
    const { user, container } = await renderRoute('/orders/lookup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Look up an order' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Order number'), '#42');
    await user.type(screen.getByLabelText('WhatsApp number'), '+973 3900 1234');
    await user.click(screen.getByRole('button', { name: 'Look up' }));

    const heading = await screen.findByRole('heading', { name: 'Order #42' });
    expect(heading).toHaveFocus();
    const result = screen.getByRole('region', { name: 'Order #42' });
    expect(within(result).getByText('Confirmed')).toBeInTheDocument();
    expect(within(result).getByText('Thursday 26 November, 16:00–20:00')).toBeInTheDocument();
    expect(within(result).getByText('Chocolate Fudge Cake × 1')).toBeInTheDocument();
    expect(within(result).getByText('8 inch, Candles')).toBeInTheDocument();
    expect(within(result).getByText('Message: “Happy Birthday Sara”')).toBeInTheDocument();
    expect(definitions(within(result))).toEqual([
      ['Status', 'Confirmed'],
      ['Delivery', 'Thursday 26 November, 16:00–20:00'],
      ['Subtotal', '12.500 BD'],
      ['Delivery charge', '2.000 BD'],
      ['Total', '14.500 BD'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says an order is collected from the shop and where, or the area it goes to, in the page language', async () => {
    const answer = (order: Partial<OrderLookupQuery['orderLookup']>) =>
      server.use(
        graphql.query(OrderLookupDocument, () =>
          HttpResponse.json({ data: { orderLookup: { ...demoLookedUpOrder, ...order } } }),
        ),
      );
    const lookUp = async (user: Awaited<ReturnType<typeof renderRoute>>['user']) => {
      await user.type(await screen.findByLabelText(/^(Order number|رقم الطلب)$/), '42');
      await user.type(screen.getByLabelText(/^(WhatsApp number|رقم واتساب)$/), '+973 3900 1234');
      await user.click(screen.getByRole('button', { name: /^(Look up|بحث)$/ }));
      return within(await screen.findByRole('region', { name: /^(Order #42|الطلب رقم 42)$/ }));
    };

    answer({ fulfilment: 'pickup', deliveryDate: null, deliveryWindowStart: null, deliveryWindowEnd: null });
    const first = await renderRoute('/orders/lookup');
    const collected = await lookUp(first.user);
    expect(collected.getByText('Pickup from the shop')).toBeInTheDocument();
    expect(collected.getByText('We confirm the time with you on WhatsApp')).toBeInTheDocument();
    expect(await collected.findByText('Building 1021, Road 3803, Block 338, Adliya')).toBeInTheDocument();
    expect(collected.getByText('Collect it from')).toBeInTheDocument();
    expect(collected.queryByText('Delivery')).not.toBeInTheDocument();
    expect(collected.queryByText('Delivery charge')).not.toBeInTheDocument();
    first.unmount();

    answer({ area: 'Riffa', areaAr: 'الرفاع' });
    const second = await renderRoute('/orders/lookup', { language: 'ar' });
    const delivered = await lookUp(second.user);
    expect(delivered.getByText('المنطقة')).toBeInTheDocument();
    expect(delivered.getByText('الرفاع')).toBeInTheDocument();
  });

  it("shows a voucher's discount and a free delivery, in Arabic too", async () => {
    server.use(
      graphql.query(OrderLookupDocument, () =>
        HttpResponse.json({
          data: { orderLookup: { ...demoLookedUpOrder, subtotal: 60, deliveryCharge: 0, discount: 6, total: 54 } },
        }),
      ),
    );
    const { user } = await renderRoute('/orders/lookup', { language: 'ar' });
    await user.type(await screen.findByLabelText('رقم الطلب'), '42');
    await user.type(screen.getByLabelText('رقم واتساب'), '+973 3900 1234');
    await user.click(screen.getByRole('button', { name: 'بحث' }));

    const result = within(await screen.findByRole('region', { name: 'الطلب رقم 42' }));
    expect(definitions(result).slice(-4)).toEqual([
      ['المجموع الفرعي', '60.000 د.ب'],
      ['رسوم التوصيل', 'مجاني'],
      ['الخصم', '−6.000 د.ب'],
      ['الإجمالي', '54.000 د.ب'],
    ]);
  });

  it('shows the one not-found message as an alert for a wrong pair', async () => {
    const { user } = await renderRoute('/orders/lookup');
    await user.type(await screen.findByLabelText('Order number'), '42');
    await user.type(screen.getByLabelText('WhatsApp number'), '3900 0000');
    await user.click(screen.getByRole('button', { name: 'Look up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an order with this order number and WhatsApp number.',
    );
    expect(screen.queryByRole('heading', { name: 'Order #42' })).not.toBeInTheDocument();
  });

  it('asks for both fields before calling, and says when the limit is reached', async () => {
    server.use(
      graphql.query(OrderLookupDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [
            { message: 'Too many order lookups. Please try again later.', extensions: { code: 'TOO_MANY_REQUESTS' } },
          ],
        }),
      ),
    );
    const { user } = await renderRoute('/orders/lookup');
    await user.click(await screen.findByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your order number and WhatsApp number.');

    await user.type(screen.getByLabelText('Order number'), '42');
    await user.type(screen.getByLabelText('WhatsApp number'), '39001234');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Too many lookups. Please try again in a few minutes.')).toBeInTheDocument();
  });

  it('works in Arabic, right to left, axe clean', async () => {
    const { user, container } = await renderRoute('/orders/lookup', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'البحث عن طلب' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('رقم الطلب'), '42');
    await user.type(screen.getByLabelText('رقم واتساب'), '+973 3900 1234');
    await user.click(screen.getByRole('button', { name: 'بحث' }));

    const result = await screen.findByRole('region', { name: 'الطلب رقم 42' });
    expect(within(result).getByText('مؤكد')).toBeInTheDocument();
    expect(within(result).getByText(/الخميس، 26 نوفمبر، من 16:00 إلى 20:00/)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('order lookup on the confirmation page', () => {
  it('is filled in with the order just placed, and links to the lookup page', async () => {
    const { user, container } = await renderRoute('/order-confirmation', {
      state: { orderId: '42', total: 14.5, paymentMethod: 'cash', customerName: 'Sara', whatsapp: '+973 3900 1234' },
    });
    const section = await screen.findByRole('region', { name: 'Look up an order' });
    expect(within(section).getByLabelText('Order number')).toHaveValue('42');
    expect(within(section).getByRole('link', { name: /order lookup page/ })).toHaveAttribute('href', '/orders/lookup');

    await user.click(within(section).getByRole('button', { name: 'Look up' }));
    expect(await within(section).findByText('Confirmed')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
