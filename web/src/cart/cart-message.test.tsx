import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brownieMix, redVelvetCake, storeCart } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { axeViolations } from '../testing/axe-violations';

// A message on the cake, per cart line, for products that take one (the red velvet
// cake takes up to 30 characters in the MSW fixtures; the brownie mix none).

function storedLines() {
  return (
    JSON.parse(localStorage.getItem('cart-storage')!).state.items as {
      id: string;
      quantity: number;
      message?: string;
    }[]
  ).map(({ id, quantity, message }) => ({ id, quantity, message }));
}

describe('a message on the cake in the cart', () => {
  it('offers a labelled message field with a counter only on products that take one, and keeps the message with the line', async () => {
    storeCart([
      { product: redVelvetCake, quantity: 1 },
      { product: brownieMix, quantity: 1 },
    ]);
    const { user, container } = await renderRoute('/cart');

    const field = await screen.findByRole('textbox', { name: `Message on ${redVelvetCake.name}` });
    expect(screen.queryByRole('textbox', { name: `Message on ${brownieMix.name}` })).not.toBeInTheDocument();
    expect(field).toHaveAttribute('maxlength', '30');
    expect(field).toHaveAccessibleDescription('0 of 30 characters');

    await user.type(field, 'Happy Birthday Sara');
    expect(field).toHaveAccessibleDescription('19 of 30 characters');
    await user.tab();
    expect(storedLines()).toEqual([
      { id: redVelvetCake.id, quantity: 1, message: 'Happy Birthday Sara' },
      { id: brownieMix.id, quantity: 1, message: undefined },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('makes the same cake with two messages two lines, each with its own message', async () => {
    localStorage.setItem(
      'cart-storage',
      JSON.stringify({
        state: {
          items: [
            {
              id: redVelvetCake.id,
              name: redVelvetCake.name,
              price: redVelvetCake.price,
              image: null,
              quantity: 1,
              message: 'Happy Birthday Sara',
            },
            {
              id: redVelvetCake.id,
              name: redVelvetCake.name,
              price: redVelvetCake.price,
              image: null,
              quantity: 2,
              message: 'Congratulations',
            },
          ],
        },
        version: 0,
      }),
    );
    const { user } = await renderRoute('/cart');

    const fields = await screen.findAllByRole('textbox', { name: `Message on ${redVelvetCake.name}` });
    expect(fields.map((field) => (field as HTMLInputElement).value)).toEqual([
      'Happy Birthday Sara',
      'Congratulations',
    ]);
    // Each line's quantity buttons change that line only.
    const secondLine = within(fields[1]!.closest('li')!);
    await user.click(secondLine.getByRole('button', { name: `Increase quantity of ${redVelvetCake.name}` }));
    expect(storedLines()).toEqual([
      { id: redVelvetCake.id, quantity: 1, message: 'Happy Birthday Sara' },
      { id: redVelvetCake.id, quantity: 3, message: 'Congratulations' },
    ]);

    // Writing the first line's message on the second merges them into one line.
    await user.clear(fields[0]!);
    await user.type(fields[0]!, 'Congratulations{Enter}');
    await waitFor(() =>
      expect(storedLines()).toEqual([{ id: redVelvetCake.id, quantity: 4, message: 'Congratulations' }]),
    );
    expect(screen.getAllByRole('textbox', { name: `Message on ${redVelvetCake.name}` })).toHaveLength(1);
  });

  it('is in Arabic, right to left, axe clean', async () => {
    storeCart([{ product: redVelvetCake, quantity: 1 }]);
    const { container } = await renderRoute('/cart', { language: 'ar' });

    const field = await screen.findByRole('textbox', { name: `رسالة على ${redVelvetCake.name}` });
    expect(field).toHaveAccessibleDescription('0 من 30 حرفًا');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await axeViolations(container)).toEqual([]);
  });
});
