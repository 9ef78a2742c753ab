import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProductPageDocument } from '../graphql/generated';
import { buildProduct, cakes } from '../testing/fixtures';
import { answerCatalog } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';

// A catalogue of 60 cakes: two full pages of 24 and a last one of 12.
const manyCakes = Array.from({ length: 60 }, (_, index) =>
  buildProduct({ id: String(100 + index), name: `Cake ${index + 1}` }, cakes),
);

async function shownCakes() {
  const grid = await within(await screen.findByRole('main')).findByRole('list');
  return within(grid)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

const cakesNumbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Cake ${from + index}`);

describe('the products page of a large catalogue', () => {
  it('shows the first 24 products, then the next ones with Show more products, keeping the page in the address', async () => {
    server.use(answerCatalog(manyCakes));
    const { user, router } = await renderRoute('/products');

    expect(await shownCakes()).toEqual(cakesNumbered(1, 24));
    const showMore = screen.getByRole('link', { name: 'Show more products' });
    expect(showMore).toHaveAttribute('href', '/products?page=2');

    await user.click(showMore);

    expect(await screen.findByRole('article', { name: 'Cake 48' })).toBeInTheDocument();
    expect(await shownCakes()).toEqual(cakesNumbered(1, 48));
    expect(router.state.location.search).toBe('?page=2');
    // The first new card takes the focus, so a keyboard goes on from there.
    expect(
      within(screen.getByRole('article', { name: 'Cake 25' })).getByRole('link', { name: 'Cake 25' }),
    ).toHaveFocus();

    await user.click(await screen.findByRole('link', { name: 'Show more products' }));

    expect(await screen.findByRole('article', { name: 'Cake 60' })).toBeInTheDocument();
    expect(await shownCakes()).toEqual(cakesNumbered(1, 60));
    expect(screen.queryByRole('link', { name: 'Show more products' })).not.toBeInTheDocument();
  });

  it('opens an address with a page at that page, and brings the earlier ones back on request', async () => {
    server.use(answerCatalog(manyCakes));
    const { user, router } = await renderRoute('/products?page=2');

    expect(await shownCakes()).toEqual(cakesNumbered(25, 48));
    const earlier = screen.getByRole('link', { name: 'Show earlier products' });
    expect(earlier).toHaveAttribute('href', '/products');

    await user.click(earlier);

    expect(await screen.findByRole('article', { name: 'Cake 1' })).toBeInTheDocument();
    expect(await shownCakes()).toEqual(cakesNumbered(1, 48));
    expect(screen.queryByRole('link', { name: 'Show earlier products' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows the pages the shopper had reached when she comes back to the list', async () => {
    server.use(
      answerCatalog(manyCakes),
      graphql.query(ProductPageDocument, ({ variables }) =>
        HttpResponse.json({ data: { findProduct: manyCakes.find((cake) => cake.id === variables.id) ?? null } }),
      ),
    );
    const { user, router } = await renderRoute('/products');
    await user.click(await screen.findByRole('link', { name: 'Show more products' }));
    await screen.findByRole('article', { name: 'Cake 48' });

    await user.click(screen.getByRole('link', { name: 'Cake 30' }));
    await screen.findByRole('heading', { level: 1, name: 'Cake 30' });
    await router.navigate(-1);

    expect(await shownCakes()).toEqual(cakesNumbered(1, 48));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('links a page past the end of the list back to its last page', async () => {
    server.use(answerCatalog(manyCakes));
    await renderRoute('/products?page=40');

    expect(await screen.findByRole('link', { name: 'Show earlier products' })).toHaveAttribute(
      'href',
      '/products?page=3',
    );
  });
});
