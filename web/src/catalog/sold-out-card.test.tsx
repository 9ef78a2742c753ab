import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chocolateCake, demoProducts, redVelvetCake } from '../testing/fixtures';
import { answerCatalog } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';

// A sold-out product stays in the grid, says so, and cannot be added to the cart.
function serveWithSoldOut(id: string) {
  server.use(
    answerCatalog(demoProducts.map((product) => (product.id === id ? { ...product, available: false } : product))),
  );
}

describe('a sold-out product card', () => {
  it("shows 'Sold out' instead of Featured and disables Add to Cart and Buy Now, saying why", async () => {
    serveWithSoldOut(redVelvetCake.id);
    const { user } = await renderRoute('/products');
    const card = within(await screen.findByRole('article', { name: redVelvetCake.name }));

    expect(card.getByText('Sold out')).toBeInTheDocument();
    expect(card.queryByText('Featured')).not.toBeInTheDocument();
    const add = card.getByRole('button', { name: 'Add to Cart' });
    const buy = card.getByRole('button', { name: 'Buy Now' });
    for (const button of [add, buy]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(`${redVelvetCake.name} Sold out`);
    }
    await user.click(add);
    expect(localStorage.getItem('cart-storage')).toBeNull();

    // The others can still be bought.
    const other = within(screen.getByRole('article', { name: chocolateCake.name }));
    expect(other.queryByText('Sold out')).not.toBeInTheDocument();
    expect(other.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(other.getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription(chocolateCake.name);
  });

  it('says it in Arabic', async () => {
    serveWithSoldOut(chocolateCake.id);
    await renderRoute('/products', { language: 'ar' });
    const card = within(await screen.findByRole('article', { name: chocolateCake.name }));
    expect(card.getByText('نفدت الكمية')).toBeInTheDocument();
    expect(card.getAllByRole('button').every((button) => button.hasAttribute('disabled'))).toBe(true);
  });
});
