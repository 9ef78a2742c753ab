import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { redVelvetCake } from '../testing/fixtures';
import { storeMobileSettings } from '../testing/mobile-settings';
import { plainText as plainTextOf } from '../testing/plain-text';
import { renderRoute } from '../testing/render-route';
import { phoneWidth, setViewportWidth } from '../testing/viewport';

describe('adding to the cart from the products page', () => {
  it("adds the product, says '{name} added to cart!' with a View Cart link, and counts it in the badge", async () => {
    const { user } = await renderRoute('/products');
    const card = within(await screen.findByRole('article', { name: redVelvetCake.name }));

    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Add to Cart' }));
    await user.click(card.getByRole('button', { name: 'Add to Cart' }));

    expect(
      await screen.findByText(`${redVelvetCake.name} added to cart!`, { normalizer: plainTextOf }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    // One toast at a time: the second add replaced the first.
    expect(screen.getAllByText(`${redVelvetCake.name} added to cart!`, { normalizer: plainTextOf })).toHaveLength(1);
  });

  it('Buy Now adds the product and goes to checkout', async () => {
    const { user, router } = await renderRoute('/products');
    const card = within(await screen.findByRole('article', { name: redVelvetCake.name }));

    await user.click(card.getByRole('button', { name: 'Buy Now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(JSON.parse(localStorage.getItem('cart-storage')!).state.items).toMatchObject([
      { id: redVelvetCake.id, quantity: 1 },
    ]);
  });

  describe("the toast's View Cart on phones (viewCartText)", () => {
    async function addToCart(language: 'en' | 'ar' = 'en') {
      const { user } = await renderRoute('/products', { language });
      const card = within(await screen.findByRole('article', { name: redVelvetCake.name }));
      // The first of the card's two buttons: Add to Cart in either language.
      await user.click(card.getAllByRole('button')[0]!);
      await screen.findByRole('status');
    }

    it('words it as the owner wrote it', async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings({ viewCartText: 'See my basket' });

      await addToCart();

      expect(screen.getByRole('link', { name: 'See my basket' })).toHaveAttribute('href', '/cart');
    });

    it('translates the untouched default into Arabic', async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings({ viewCartText: 'View Cart' });

      await addToCart('ar');

      expect(screen.getByRole('link', { name: 'عرض السلة' })).toBeInTheDocument();
    });

    it('keeps View Cart on wider screens', async () => {
      storeMobileSettings({ viewCartText: 'See my basket' });

      await addToCart();

      expect(screen.getByRole('link', { name: 'View Cart' })).toBeInTheDocument();
    });
  });
});
