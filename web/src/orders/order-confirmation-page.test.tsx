import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainText } from '../testing/plain-text';
import { renderRoute } from '../testing/render-route';
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
