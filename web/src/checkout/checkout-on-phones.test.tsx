import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeMobileSettings } from '../testing/mobile-settings';
import { renderRoute } from '../testing/render-route';
import { phoneWidth, setViewportWidth } from '../testing/viewport';
import { demoCustomer, fillCustomer, placeConfirmedOrder, recordOrders, storeDemoCart } from './checkout-testing';

// On phones the owner may tuck the notes away (simplifiedCheckout, on by default),
// split the checkout in two steps (onePageCheckout off) and add a delivery note.

async function openCheckoutOnPhone(settings: Parameters<typeof storeMobileSettings>[0] = {}) {
  setViewportWidth(phoneWidth);
  storeMobileSettings(settings);
  storeDemoCart();
  const view = await renderRoute('/checkout');
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return view;
}

describe('order notes on phones (simplifiedCheckout)', () => {
  it('waits behind Add order notes by default, which reveals the field and goes to it', async () => {
    const sent = recordOrders();
    const { user } = await openCheckoutOnPhone();
    await fillCustomer(user);
    expect(screen.queryByLabelText('Order Notes (optional)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add order notes' }));

    const notes = screen.getByLabelText('Order Notes (optional)');
    expect(notes).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add order notes' })).not.toBeInTheDocument();
    await user.type(notes, 'Happy birthday');
    const order = await placeConfirmedOrder(user, sent);
    expect(order.input.note).toBe('Happy birthday');
  });

  it('shows the field as on wider screens when the owner switched it off', async () => {
    await openCheckoutOnPhone({ simplifiedCheckout: false });

    expect(screen.getByLabelText('Order Notes (optional)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add order notes' })).not.toBeInTheDocument();
  });

  it('is worded in Arabic on an Arabic page', async () => {
    setViewportWidth(phoneWidth);
    storeDemoCart();
    await renderRoute('/checkout', { language: 'ar' });

    expect(await screen.findByRole('button', { name: 'إضافة ملاحظات للطلب' })).toBeInTheDocument();
  });
});

describe('the one-page checkout on phones (onePageCheckout)', () => {
  it('keeps every part on one page by default', async () => {
    await openCheckoutOnPhone();

    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Voucher Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('shows the details first when switched off, and refuses to go on without them', async () => {
    const { user } = await openCheckoutOnPhone({ onePageCheckout: false });

    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 2 Your Details' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Voucher Code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    await fillCustomer(user, { whatsapp: '' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText('WhatsApp Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('heading', { level: 2, name: /Your Details/ })).toBeInTheDocument();
  });

  it('goes on to voucher, payment and review, back again with the details kept, and places the order', async () => {
    const sent = recordOrders();
    const { user } = await openCheckoutOnPhone({ onePageCheckout: false, simplifiedCheckout: false });
    await fillCustomer(user);
    await user.type(screen.getByLabelText('Order Notes (optional)'), 'No nuts');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const review = screen.getByRole('heading', { level: 2, name: 'Step 2 of 2 Payment and Review' });
    await waitFor(() => expect(review).toHaveFocus());
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Voucher Code')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    const recap = within(screen.getByRole('region', { name: 'Customer Information' }));
    expect(recap.getByText('Fatima Ali')).toBeInTheDocument();
    expect(recap.getByText('+973 3900 1234')).toBeInTheDocument();
    expect(recap.getByText('Road 12, Block 3, Manama')).toBeInTheDocument();
    expect(recap.getByText('No nuts')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order Summary' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /Your Details/ })).toHaveFocus());
    expect(screen.getByLabelText('Full Name')).toHaveValue('Fatima Ali');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Voucher Code'), 'SAVE10{Enter}');
    await screen.findByText('SAVE10 applied');
    const order = await placeConfirmedOrder(user, sent);

    expect(order.input).toMatchObject({ ...demoCustomer, note: 'No nuts', voucherCode: 'SAVE10' });
  });

  it('keeps one page on wider screens, which the setting does not concern', async () => {
    storeMobileSettings({ onePageCheckout: false, simplifiedCheckout: true });
    storeDemoCart();
    await renderRoute('/checkout');

    expect(await screen.findByLabelText('Order Notes (optional)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});

describe('delivery note on phones (deliveryInfoMobile)', () => {
  it("shows the owner's note in the order summary", async () => {
    await openCheckoutOnPhone({ deliveryInfoMobile: 'We deliver 2 pm to 10 pm' });

    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('We deliver 2 pm to 10 pm')).toBeInTheDocument();
  });
});
