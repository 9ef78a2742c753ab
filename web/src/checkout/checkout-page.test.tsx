import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PlaceOrderDocument,
  SiteSettingsDocument,
  ValidateVoucherDocument,
  type PlaceOrderMutationVariables,
} from '../graphql/generated';
import { refusal } from '../testing/api-errors';
import { buildSettings } from '../testing/fixtures';
import { demoReceipt, failingQuery } from '../testing/handlers';
import { serveHeld } from '../testing/held-answer';
import { server } from '../testing/msw-server';
import { plainText } from '../testing/plain-text';
import { renderRoute } from '../testing/render-route';
import {
  demoCartOrder,
  fillCustomer,
  openCheckoutFilledIn,
  placeConfirmedOrder,
  recordOrders,
  storeDemoCart,
} from './checkout-testing';

/**
 * Places the demo order while the server cannot be reached, the shop's settings answered by
 * `settings`, past checkout's sending it again (3.5 s). Answers the keys of every attempt.
 */
async function placeUnsentOrder(settings: RequestHandler) {
  storeDemoCart();
  const keys: (string | null | undefined)[] = [];
  server.use(
    settings,
    graphql.mutation(PlaceOrderDocument, ({ variables }) => {
      keys.push(variables.idempotencyKey);
      return HttpResponse.error();
    }),
  );
  const { user } = await renderRoute('/checkout');
  await fillCustomer(user);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await act(() => vi.advanceTimersByTimeAsync(3_500));
  return keys;
}

/**
 * Places the demo order on a clock the test moves, each attempt answered by `answer` (given its
 * number, from 1), and waits until the button says it is placing it. Answers what was sent.
 */
async function startPlacingOrder(answer: (attempt: number) => Response | Promise<Response>) {
  storeDemoCart();
  const sent: PlaceOrderMutationVariables[] = [];
  server.use(
    graphql.mutation(PlaceOrderDocument, ({ variables }) => {
      sent.push(variables);
      return answer(sent.length);
    }),
  );
  const { user, router } = await renderRoute('/checkout');
  await fillCustomer(user);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByRole('button', { name: 'Placing your order...' })).toBeDisabled();
  return { sent, router };
}

function summaryValue(label: string) {
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  return summary.getByText(label).nextElementSibling?.textContent;
}

// The pages these tests visit are loaded lazily: the first visit compiles them, which on a busy
// machine can outlast a wait for what they show (an empty cart sends the shopper on to the cart
// page, a second lazy page). Compiled once here, before any test waits.
beforeAll(async () => {
  await Promise.all([import('./checkout-page'), import('../cart/cart-page')]);
}, 60_000);

describe('checkout page', () => {
  it('sends a visitor with an empty cart to the cart', async () => {
    const { router } = await renderRoute('/checkout');

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('shows the estimate: subtotal, 2.000 BD delivery, no discount, total', async () => {
    storeDemoCart();
    await renderRoute('/checkout');

    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(summaryValue('Subtotal')).toBe('11.250 BD');
    expect(summaryValue('Delivery')).toBe('2.000 BD');
    expect(summaryValue('Discount')).toBe('0.000 BD');
    expect(summaryValue('Total')).toBe('13.250 BD');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  });

  describe('voucher', () => {
    it('keeps Apply disabled while the code is blank', async () => {
      storeDemoCart();
      const { user } = await renderRoute('/checkout');

      const apply = await screen.findByRole('button', { name: 'Apply' });
      expect(apply).toBeDisabled();
      await user.type(screen.getByLabelText('Voucher Code'), '   ');
      expect(apply).toBeDisabled();
      await user.type(screen.getByLabelText('Voucher Code'), 'save10');
      expect(apply).toBeEnabled();
    });

    it('says Please enter a voucher code when Enter is pressed in a blank field', async () => {
      storeDemoCart();
      const { user } = await renderRoute('/checkout');

      await user.type(await screen.findByLabelText('Voucher Code'), '  {Enter}');

      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a voucher code');
    });

    it('applies a valid code: disabled while checking, then the toast and the discount in the summary', async () => {
      storeDemoCart();
      const release = serveHeld((held) =>
        graphql.query(
          ValidateVoucherDocument,
          held(() => {
            const voucher = { __typename: 'Voucher', id: '1', code: 'SAVE10' };
            const validateVoucher = { __typename: 'VoucherValidation', discountAmount: 1.125, voucher };
            return HttpResponse.json({ data: { validateVoucher } });
          }),
        ),
      );
      const { user } = await renderRoute('/checkout');

      await user.type(await screen.findByLabelText('Voucher Code'), 'save10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
      release();

      expect(await screen.findByText('Voucher applied! You saved 1.125 BD')).toBeInTheDocument();
      expect(screen.getByText('SAVE10 applied')).toBeInTheDocument();
      expect(summaryValue('Discount')).toBe('−1.125 BD');
      expect(summaryValue('Total')).toBe('12.125 BD');
    });

    it("shows the server's refusal and resets the discount to none", async () => {
      storeDemoCart();
      const { user } = await renderRoute('/checkout');
      const code = await screen.findByLabelText('Voucher Code');
      await user.type(code, 'SAVE10{Enter}');
      await screen.findByText('SAVE10 applied');

      await user.clear(code);
      await user.type(code, 'NOPE{Enter}');

      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid voucher code');
      expect(screen.queryByText('SAVE10 applied')).not.toBeInTheDocument();
      expect(summaryValue('Discount')).toBe('0.000 BD');
      expect(summaryValue('Total')).toBe('13.250 BD');
    });

    it('says Invalid voucher code when the server cannot be reached', async () => {
      storeDemoCart();
      server.use(graphql.query(ValidateVoucherDocument, () => HttpResponse.error()));
      const { user } = await renderRoute('/checkout');

      await user.type(await screen.findByLabelText('Voucher Code'), 'SAVE10{Enter}');

      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid voucher code');
    });

    it('words a refusal in Arabic for an Arabic page', async () => {
      storeDemoCart();
      const { user } = await renderRoute('/checkout', { language: 'ar' });

      await user.type(await screen.findByLabelText('رمز القسيمة'), 'NOPE{Enter}');

      expect(await screen.findByRole('alert')).toHaveTextContent('رمز القسيمة غير صالح');
    });
  });

  describe('placing the order', () => {
    afterEach(() => vi.useRealTimers());

    it('refuses blank required fields with Please fill in all required fields, sending nothing', async () => {
      storeDemoCart();
      const { user, sent } = await openCheckoutFilledIn({ name: '   ' });

      await user.click(screen.getByRole('button', { name: 'Place Order' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
      expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('WhatsApp Number')).not.toHaveAttribute('aria-invalid');
      expect(sent).toEqual([]);
    });

    it('keeps what the shopper typed through a reload, and forgets it once the order is placed', async () => {
      storeDemoCart();
      const first = await openCheckoutFilledIn({ address: 'Road 12' });
      first.unmount();

      const { user, sent } = await openCheckoutFilledIn({ name: '', whatsapp: '', address: '' });
      expect(await screen.findByLabelText('Full Name')).toHaveValue('Fatima Ali');
      expect(screen.getByLabelText('Delivery Address')).toHaveValue('Road 12');
      await placeConfirmedOrder(user, sent);
      expect(sessionStorage.getItem('crumb-checkout-draft')).toBeNull();
    });

    it('brings the summary of what is wrong into focus, each problem a link to its field', async () => {
      storeDemoCart();
      const { user } = await openCheckoutFilledIn({ name: '   ', address: '' });

      await user.click(screen.getByRole('button', { name: 'Place Order' }));

      const summary = await screen.findByRole('alert');
      await vi.waitFor(() => expect(summary).toHaveFocus());
      expect(within(summary).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Please fill in all required fields',
      );
      expect(summary).toHaveAccessibleName('Please fill in all required fields');
      const links = within(summary).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Please enter your full name',
        'Please enter your delivery address.',
      ]);
      // At the top of the form, before its first field.
      const form = screen.getByRole('form', { name: 'Checkout' });
      expect(form.firstElementChild).toContainElement(summary);

      await user.click(links[1]!);
      expect(screen.getByLabelText('Delivery Address')).toHaveFocus();
      await user.click(links[0]!);
      expect(screen.getByLabelText('Full Name')).toHaveFocus();
    });

    it("says under each blank field what is missing, in the page's language, without the browser's bubble", async () => {
      storeDemoCart();
      const sent = recordOrders();
      const { user } = await renderRoute('/checkout', { language: 'ar' });
      const address = await screen.findByLabelText('عنوان التوصيل');

      await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('يرجى تعبئة جميع الحقول المطلوبة');
      expect(screen.getByRole('form', { name: 'إتمام الطلب' })).toHaveAttribute('novalidate');
      for (const [label, message] of [
        ['الاسم الكامل', 'يرجى إدخال اسمك الكامل'],
        ['رقم واتساب', 'يرجى إدخال رقم واتساب'],
        ['عنوان التوصيل', 'يرجى إدخال عنوان التوصيل.'],
      ] as const) {
        const field = screen.getByLabelText(label);
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      await user.type(address, 'Road 12');
      expect(address).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText('يرجى إدخال عنوان التوصيل.')).not.toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('refuses a WhatsApp number the shop cannot message on the field itself, sending nothing', async () => {
      storeDemoCart();
      const { user, sent } = await openCheckoutFilledIn({ whatsapp: '123' });

      await user.click(screen.getByRole('button', { name: 'Place Order' }));

      const message = 'Please enter a WhatsApp number we can message, for example 3600 1234';
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveAccessibleName('Please check the details below');
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
      const whatsapp = screen.getByLabelText('WhatsApp Number');
      expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
      expect(whatsapp).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(sent).toEqual([]);

      await user.type(whatsapp, '4 5678');
      await placeConfirmedOrder(user, sent);
      expect(sent[0]!.input.whatsapp).toBe('1234 5678');
    });

    it('takes no more in each field than the order does', async () => {
      storeDemoCart();
      const { user } = await renderRoute('/checkout');

      const limits = [
        ['Full Name', 120],
        ['WhatsApp Number', 40],
        ['Delivery Address', 1000],
        ['Voucher Code', 40],
      ] as const;
      for (const [label, limit] of limits) {
        expect(await screen.findByLabelText(label)).toHaveAttribute('maxlength', String(limit));
      }
      expect(screen.getByLabelText('Order Notes (optional)')).toHaveAttribute('maxlength', '2000');
      // Typing stops at the limit rather than being refused after Place Order.
      const name = screen.getByLabelText('Full Name');
      await user.click(name);
      await user.paste('x'.repeat(200));
      expect(name).toHaveValue('x'.repeat(120));
    });

    it('marks only the address as required for the browser', async () => {
      storeDemoCart();
      await renderRoute('/checkout');

      expect(await screen.findByLabelText('Delivery Address')).toBeRequired();
      expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('required');
      expect(screen.getByLabelText('WhatsApp Number')).not.toHaveAttribute('required');
    });

    it("sends trimmed details with the voucher and a key, then shows the server's total", async () => {
      storeDemoCart();
      const { user, router, sent } = await openCheckoutFilledIn({ name: '  Fatima Ali  ', address: ' Road 12 ' });
      await user.type(screen.getByLabelText('Order Notes (optional)'), ' Happy birthday on top ');
      await user.type(screen.getByLabelText('Voucher Code'), 'SAVE10{Enter}');
      await screen.findByText('SAVE10 applied');

      const order = await placeConfirmedOrder(user, sent);

      expect(order.input).toEqual(
        demoCartOrder({ address: 'Road 12', note: 'Happy birthday on top', voucherCode: 'SAVE10' }),
      );
      expect(order.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
      expect(screen.getByText('99.999 BD')).toBeInTheDocument();
      expect(screen.getByText('42')).toBeInTheDocument();
      expect(
        await screen.findByText("Order placed successfully! We'll contact you soon for Cash on Delivery."),
      ).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('cart-storage')!).state.items).toEqual([]);
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it("shows the server's reason and stays on the page when the order is refused", async () => {
      storeDemoCart();
      server.use(graphql.mutation(PlaceOrderDocument, () => refusal('Product 12 does not exist')));
      const { user, router } = await renderRoute('/checkout');
      await fillCustomer(user);

      await user.click(screen.getByRole('button', { name: 'Place Order' }));

      expect(await screen.findByText('Product 12 does not exist')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/checkout');
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
      expect(JSON.parse(localStorage.getItem('cart-storage')!).state.items).toHaveLength(2);
    });

    it('sends the order again with the same key while the shop gives no answer, and places it once it does', async () => {
      const { sent, router } = await startPlacingOrder((attempt) => {
        // A replica killed while placing it, as the load balancer answers for it; then none ready.
        if (attempt === 1) return new HttpResponse(null, { status: 502 });
        if (attempt === 2) return new HttpResponse(null, { status: 503, headers: { 'retry-after': '5' } });
        return HttpResponse.json({ data: { createOrder: demoReceipt } });
      });
      await act(() => vi.advanceTimersByTimeAsync(1_500));

      expect(
        await screen.findByText("Order placed successfully! We'll contact you soon for Cash on Delivery."),
      ).toBeInTheDocument();
      expect(sent).toHaveLength(3);
      expect(new Set(sent.map((variables) => variables.idempotencyKey)).size).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(router.state.location.pathname).toBe('/order-confirmation');
    });

    it("names the shop's WhatsApp number from its settings when the order cannot be sent", async () => {
      const keys = await placeUnsentOrder(
        graphql.query(SiteSettingsDocument, () =>
          HttpResponse.json({ data: { settings: buildSettings({ phone: '+973 1700 0000' }) } }),
        ),
      );

      expect(
        await screen.findByText('Failed to place order. Please contact us directly on WhatsApp: +973 1700 0000', {
          normalizer: plainText,
        }),
      ).toBeInTheDocument();
      // Sent four times in all, always as the same order.
      expect(keys).toHaveLength(4);
      expect(new Set(keys).size).toBe(1);
    });

    it('words the message without a number when the settings could not be loaded', async () => {
      await placeUnsentOrder(failingQuery(SiteSettingsDocument));

      expect(
        await screen.findByText('Failed to place order. Please contact us directly on WhatsApp', {
          normalizer: plainText,
        }),
      ).toBeInTheDocument();
    });
  });

  describe('when the server takes longer than 10 seconds', () => {
    afterEach(() => vi.useRealTimers());

    it('clears the cart and after 500 ms shows Order Processing! with a PENDING- id, the same key kept', async () => {
      const { sent, router } = await startPlacingOrder(async () => {
        // The answer never comes in time.
        await new Promise((resolve) => setTimeout(resolve, 60_000));
        return HttpResponse.json({ data: { createOrder: demoReceipt } });
      });
      await act(() => vi.advanceTimersByTimeAsync(10_000));

      expect(
        await screen.findByText(
          'Order processing is taking longer than expected. Please contact us directly on WhatsApp: +973 3300 1122 or try again in a few minutes.',
          { normalizer: plainText },
        ),
      ).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('cart-storage')!).state.items).toEqual([]);
      expect(router.state.location.pathname).toBe('/checkout');

      await act(() => vi.advanceTimersByTimeAsync(500));

      expect(await screen.findByRole('heading', { level: 1, name: 'Order Processing!' })).toBeInTheDocument();
      expect(screen.getByText(/^PENDING-\d+$/)).toBeInTheDocument();
      expect(screen.getByText('Estimated total')).toBeInTheDocument();
      expect(screen.getByText('13.250 BD')).toBeInTheDocument();
      expect(router.state.historyAction).toBe('REPLACE');
      // The key of this attempt is kept: sending the same order again cannot place a second one.
      expect(sessionStorage.getItem('crumb-order-attempt')).toContain(sent[0]!.idempotencyKey);
    });
  });
});
