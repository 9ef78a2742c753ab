import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CatalogCategoriesDocument, CatalogProductPageDocument } from '../graphql/generated';
import { brownieMix, chocolateCake, demoProducts, redVelvetCake } from '../testing/fixtures';
import { answerCatalog, failingQuery } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';

const allProductNames = demoProducts.map((product) => product.name);

async function shownProductNames() {
  const grid = await within(await screen.findByRole('main')).findByRole('list');
  return within(grid)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

function isPressed(name: string) {
  return screen.getByRole('button', { name }).getAttribute('aria-pressed') === 'true';
}

function answerProducts(products: typeof demoProducts) {
  server.use(answerCatalog(products));
}

describe('products page', () => {
  it('shows every product with its price in BD, and a Featured badge only on featured ones', async () => {
    await renderRoute('/products');

    expect(await shownProductNames()).toEqual(allProductNames);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Products' })).toBeInTheDocument();
    const featuredCard = within(screen.getByRole('article', { name: redVelvetCake.name }));
    expect(featuredCard.getByText('4.500 BD')).toBeInTheDocument();
    expect(featuredCard.getByText('Featured')).toBeInTheDocument();
    const plainCard = within(screen.getByRole('article', { name: chocolateCake.name }));
    expect(plainCard.getByText('6.000 BD')).toBeInTheDocument();
    expect(plainCard.queryByText('Featured')).not.toBeInTheDocument();
    expect(isPressed('All Categories')).toBe(true);
  });

  it('preselects the category given by ?category and shows only its products', async () => {
    await renderRoute('/products?category=2');

    expect(await shownProductNames()).toEqual([brownieMix.name]);
    expect(isPressed('Baking Mixes')).toBe(true);
    expect(isPressed('All Categories')).toBe(false);
    expect(isPressed('Celebration Cakes')).toBe(false);
  });

  it('also selects a category by its name', async () => {
    await renderRoute('/products?category=Celebration%20Cakes');

    expect(await shownProductNames()).toEqual([redVelvetCake.name, chocolateCake.name]);
    expect(isPressed('Celebration Cakes')).toBe(true);
  });

  it('filters by the chosen category and puts it in the address', async () => {
    const { user, router } = await renderRoute('/products');
    await shownProductNames();

    await user.click(screen.getByRole('button', { name: 'Celebration Cakes' }));

    expect(await shownProductNames()).toEqual([redVelvetCake.name, chocolateCake.name]);
    expect(isPressed('Celebration Cakes')).toBe(true);
    expect(router.state.location.search).toBe('?category=1');
  });

  it('shows all products again with All Categories', async () => {
    const { user, router } = await renderRoute('/products?category=2');
    await shownProductNames();

    await user.click(screen.getByRole('button', { name: 'All Categories' }));

    expect(await shownProductNames()).toEqual(allProductNames);
    expect(isPressed('All Categories')).toBe(true);
    expect(router.state.location.search).toBe('');
  });

  it('says when a category has no products and offers to show them all', async () => {
    const { user } = await renderRoute('/products?category=3');

    expect(await screen.findByText('No products found for this category')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Products' }));

    expect(await shownProductNames()).toEqual(allProductNames);
  });

  it('says when the shop has no products and refreshes them on request', async () => {
    answerProducts([]);
    const { user } = await renderRoute('/products');

    expect(await screen.findByText('No products available')).toBeInTheDocument();
    answerProducts(demoProducts);
    await user.click(screen.getByRole('button', { name: 'Refresh Products' }));

    expect(await shownProductNames()).toEqual(allProductNames);
  });

  it('shows Unable to Load Products with a hint, and recovers with Refresh Products', async () => {
    server.use(failingQuery(CatalogProductPageDocument));
    const { user } = await renderRoute('/products');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to Load Products' })).toBeInTheDocument();
    expect(within(alert).getByText(/backend server may not be running/)).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Refresh Products' }));

    expect(await shownProductNames()).toEqual(allProductNames);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('also shows the error when only the categories fail, and refreshes them too', async () => {
    server.use(failingQuery(CatalogCategoriesDocument));
    const { user } = await renderRoute('/products');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to Load Products' })).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Refresh Products' }));

    expect(await shownProductNames()).toEqual(allProductNames);
    expect(screen.getByRole('button', { name: 'Baking Mixes' })).toBeInTheDocument();
  });

  it('reloads the page from the error state with Reload Page', async () => {
    server.use(failingQuery(CatalogProductPageDocument));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = await renderRoute('/products');

    await user.click(await screen.findByRole('button', { name: 'Reload Page' }));

    expect(reload).toHaveBeenCalledOnce();
  });
});
