import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { plainText } from '../testing/plain-text';
import { renderRoute } from '../testing/render-route';
import { buildDeliveryAreas, deliveryAreasOff } from '../checkout/delivery-areas-testing';
import { CheckoutDeliveryAreasDocument } from '../graphql/generated';
import { server } from '../testing/msw-server';
import type { OrderConfirmationState } from './order-confirmation-state';

const confirmed: OrderConfirmationState = {
  orderId: '42',
  total: 23.15,
  paymentMethod: 'cash',
  customerName: 'Fatima Ali',
  whatsapp: '+973 3900 1234',
};

describe('order confirmation page', () => {
  it("shows Order Confirmed! with the order id, the server's total, cash on delivery and What's Next", async () => {
    await renderRoute('/order-confirmation', { state: confirmed });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you, Fatima Ali! We have received your order.', { normalizer: plainText }),
    ).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('23.150 BD')).toBeInTheDocument();
    expect(screen.getAllByText('Cash on Delivery').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: "What's Next" })).toBeInTheDocument();
    expect(
      screen.getByText(/We will message you on WhatsApp at \+973 3900 1234/, { normalizer: plainText }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });

  it('copies the order id and says so', async () => {
    // user-event stands in for the system clipboard.
    const { user } = await renderRoute('/order-confirmation', { state: confirmed });

    await user.click(await screen.findByRole('button', { name: 'Copy order ID' }));

    expect(await navigator.clipboard.readText()).toBe('42');
    expect(await screen.findByText('Order ID copied to clipboard!')).toBeInTheDocument();
  });

  it('shows Order Processing! with the message when the order timed out', async () => {
    await renderRoute('/order-confirmation', {
      state: { ...confirmed, orderId: 'PENDING-1795315917663', error: true, message: 'Your order is being processed.' },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Processing!' })).toBeInTheDocument();
    expect(screen.getByText('Your order is being processed.')).toBeInTheDocument();
    expect(screen.getByText('PENDING-1795315917663')).toBeInTheDocument();
    expect(screen.getByText('Estimated total')).toBeInTheDocument();
  });

  it('shows Order Submitted Successfully! when opened without an order', async () => {
    await renderRoute('/order-confirmation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Submitted Successfully!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy order ID' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });
});

/** The value the order's details give beside this label. */
function valueOf(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('order confirmation page for an order collected from the shop', () => {
  const pickedUp: OrderConfirmationState = {
    ...confirmed,
    fulfilment: 'pickup',
    delivery: { date: '2026-11-26', start: '16:00', end: '20:00' },
  };
  const collectedFrom = () => {
    server.use(
      graphql.query(CheckoutDeliveryAreasDocument, () =>
        HttpResponse.json({ data: { deliveryAreas: buildDeliveryAreas({ enabled: false, pickupOn: true }) } }),
      ),
    );
  };

  it('labels the time as the pickup time, says it is paid on collection and where to collect it', async () => {
    collectedFrom();
    await renderRoute('/order-confirmation', { state: pickedUp });

    const details = await screen.findByText('Collect it from');
    expect(await screen.findByText('Building 1021, Road 3803, Block 338, Adliya')).toBeInTheDocument();
    expect(details).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the map' })).toHaveAttribute(
      'href',
      'https://maps.example.com/crumb',
    );
    expect(valueOf('Pickup time')).toBe('Thursday 26 November, 16:00–20:00');
    expect(screen.getByText('Cash on Pickup')).toBeInTheDocument();
    expect(
      screen.getByText('You pay in cash when you collect your order. Please have the amount ready.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You collect it from the shop, and pay in cash when you do.')).toBeInTheDocument();
    expect(screen.getByText(/to confirm your order and pickup time\./, { normalizer: plainText })).toBeInTheDocument();
    for (const deliveryText of [
      /^Delivery$/,
      /^Cash on Delivery$/,
      /when your order is delivered/,
      /We deliver it to your door/,
      /delivery time/,
    ]) {
      expect(screen.queryByText(deliveryText, { normalizer: plainText })).not.toBeInTheDocument();
    }
  });

  it('names the pickup time and the address in Arabic on an Arabic page', async () => {
    collectedFrom();
    await renderRoute('/order-confirmation', { state: pickedUp, language: 'ar' });

    expect(await screen.findByText('مبنى 1021، طريق 3803، مجمع 338، العدلية')).toBeInTheDocument();
    expect(screen.getByText('مكان الاستلام')).toBeInTheDocument();
    expect(screen.getByText('موعد الاستلام')).toBeInTheDocument();
    expect(screen.getByText('تدفع نقدًا عندما تستلم طلبك من المحل. يرجى تجهيز المبلغ.')).toBeInTheDocument();
    expect(screen.queryByText('التوصيل')).not.toBeInTheDocument();
  });

  it("falls back to the shop's address from the site settings when no pickup address is stored", async () => {
    server.use(
      graphql.query(CheckoutDeliveryAreasDocument, () =>
        HttpResponse.json({
          data: {
            deliveryAreas: { ...deliveryAreasOff, pickup: { ...deliveryAreasOff.pickup, address: '', addressAr: '' } },
          },
        }),
      ),
    );
    await renderRoute('/order-confirmation', { state: pickedUp });

    await waitFor(() => expect(valueOf('Collect it from')).toBe('Block 338, Adliya, Manama'));
  });

  it('keeps a delivered order as it was: Delivery, cash on delivery, to your door', async () => {
    await renderRoute('/order-confirmation', { state: { ...pickedUp, fulfilment: 'delivery' } });

    expect(await screen.findByText('Delivery', { selector: 'dt' })).toBeInTheDocument();
    expect(valueOf('Delivery')).toBe('Thursday 26 November, 16:00–20:00');
    expect(screen.getAllByText('Cash on Delivery').length).toBeGreaterThan(0);
    expect(
      screen.getByText('You pay in cash when your order is delivered. Please have the amount ready.'),
    ).toBeInTheDocument();
    expect(screen.getByText('We deliver it to your door, and you pay in cash on delivery.')).toBeInTheDocument();
    expect(screen.queryByText('Collect it from')).not.toBeInTheDocument();
  });
});
