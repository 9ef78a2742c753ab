import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brownieMix, redVelvetCake, storeCart } from '../testing/fixtures';
import { storeMobileSettings } from '../testing/mobile-settings';
import { renderRoute } from '../testing/render-route';
import { phoneWidth, setViewportWidth } from '../testing/viewport';

function cartLine(name: string) {
  const lines = within(screen.getByRole('list', { name: 'Items in your cart' }));
  return within(lines.getByRole('heading', { name }).closest('li')!);
}

function storedQuantities() {
  const items = JSON.parse(localStorage.getItem('cart-storage')!).state.items as { name: string; quantity: number }[];
  return Object.fromEntries(items.map((item) => [item.name, item.quantity]));
}

describe('cart page', () => {
  it('shows the empty state with Continue Shopping to the products', async () => {
    await renderRoute('/cart');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });

  it('lists each line with its unit price and line total, the total, and Proceed to Checkout', async () => {
    storeCart([
      { product: redVelvetCake, quantity: 2 },
      { product: brownieMix, quantity: 1 },
    ]);
    await renderRoute('/cart');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    const cake = cartLine(redVelvetCake.name);
    expect(cake.getByText('4.500 BD each')).toBeInTheDocument();
    expect(cake.getByText('9.000 BD')).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('11.250 BD')).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('raises and lowers a quantity with plus and minus, and minus at 1 removes the line', async () => {
    storeCart([
      { product: redVelvetCake, quantity: 1 },
      { product: brownieMix, quantity: 1 },
    ]);
    const { user } = await renderRoute('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${redVelvetCake.name}` }));
    expect(cartLine(redVelvetCake.name).getByText('9.000 BD')).toBeInTheDocument();
    expect(storedQuantities()).toEqual({ [redVelvetCake.name]: 2, [brownieMix.name]: 1 });

    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${brownieMix.name}` }));
    expect(screen.queryByRole('heading', { name: brownieMix.name })).not.toBeInTheDocument();
    expect(storedQuantities()).toEqual({ [redVelvetCake.name]: 2 });
    // The removed line took the focused button with it: focus is on the page title, not lost.
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveFocus();
  });

  it('removes a line with its remove button, and shows the empty state after the last', async () => {
    storeCart([{ product: redVelvetCake, quantity: 3 }]);
    const { user } = await renderRoute('/cart');

    await user.click(await screen.findByRole('button', { name: `Remove ${redVelvetCake.name}` }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('counts the summed quantities in the header badge', async () => {
    storeCart([
      { product: redVelvetCake, quantity: 2 },
      { product: brownieMix, quantity: 3 },
    ]);
    await renderRoute('/cart');

    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute('href', '/cart');
  });

  describe('delivery note on phones (deliveryInfoMobile)', () => {
    const note = 'Free delivery in Manama on orders over 10 BD';

    async function summary() {
      storeCart([{ product: brownieMix, quantity: 1 }]);
      await renderRoute('/cart');
      return within(await screen.findByRole('region', { name: 'Order Summary' }));
    }

    it("shows the owner's note in the order summary", async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings({ deliveryInfoMobile: note });

      expect((await summary()).getByText(note)).toBeInTheDocument();
    });

    it('shows none when it is empty', async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings({ deliveryInfoMobile: '  ' });

      const panel = await summary();
      // The title, the amounts and the actions, as without the setting.
      expect(panel.getByRole('heading').parentElement!.children).toHaveLength(3);
    });

    it('leaves wider screens as they are', async () => {
      storeMobileSettings({ deliveryInfoMobile: note });

      expect((await summary()).queryByText(note)).not.toBeInTheDocument();
    });
  });
});
