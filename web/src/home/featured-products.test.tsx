import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HomeFeaturedProductsDocument } from '../graphql/generated';
import { brownieMix, redVelvetCake } from '../testing/fixtures';
import { failingQuery } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { plainText } from '../testing/plain-text';
import { renderRoute } from '../testing/render-route';

function answerFeatured(products: readonly (typeof redVelvetCake)[]) {
  server.use(
    graphql.query(HomeFeaturedProductsDocument, () => HttpResponse.json({ data: { featuredProducts: [...products] } })),
  );
}

describe('featured products on the home page', () => {
  it('shows them under the categories on the catalogue’s cards, and adds one to the cart', async () => {
    answerFeatured([redVelvetCake, { ...brownieMix, featured: true }]);
    const { user } = await renderRoute('/');

    const section = await screen.findByRole('region', { name: 'Featured Products' });
    // Under the categories.
    expect(screen.getByRole('region', { name: 'Shop by Category' }).compareDocumentPosition(section)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    within(section).getByRole('article', { name: brownieMix.name });
    const card = within(within(section).getByRole('article', { name: redVelvetCake.name }));
    expect(card.getByRole('link', { name: redVelvetCake.name })).toHaveAttribute(
      'href',
      `/products/${redVelvetCake.id}`,
    );
    expect(card.getByText('4.500 BD')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Add to Cart' }));

    expect(
      await screen.findByText(`${redVelvetCake.name} added to cart!`, { normalizer: plainText }),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart-storage')!).state.items).toMatchObject([
      { id: redVelvetCake.id, quantity: 1 },
    ]);
  });

  it('names the section in Arabic on an Arabic page', async () => {
    answerFeatured([redVelvetCake]);
    await renderRoute('/', { language: 'ar' });

    const section = await screen.findByRole('region', { name: 'منتجات مميزة' });
    expect(within(section).getAllByRole('article')).toHaveLength(1);
  });

  it('hides the section when no product is featured', async () => {
    answerFeatured([]);
    await renderRoute('/');

    expect(await screen.findByRole('region', { name: 'Shop by Category' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('keeps the rest of the page when the featured products cannot load', async () => {
    server.use(failingQuery(HomeFeaturedProductsDocument));
    await renderRoute('/');

    expect(await screen.findByRole('region', { name: 'Shop by Category' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Products' })).not.toBeInTheDocument();
  });
});
