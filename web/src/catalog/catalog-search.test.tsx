import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brownieMix, chocolateCake, demoProducts } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';

async function shownProductNames() {
  const grid = await within(await screen.findByRole('main')).findByRole('list');
  return within(grid)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

const searchField = () => within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search products' });

describe('searching the products page', () => {
  it('finds products as the shopper types, says how many, and keeps the words in the address', async () => {
    const { user, router } = await renderRoute('/products');
    await shownProductNames();

    await user.type(searchField(), 'brownie');

    // The list may follow a pause within the word ("brown") before the whole of it.
    await waitFor(() => expect(router.state.location.search).toBe('?q=brownie'));
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(await shownProductNames()).toEqual([brownieMix.name]);
  });

  it('opens an address with search words with them in the field and their results', async () => {
    await renderRoute('/products?q=chocolate');

    expect(await shownProductNames()).toContain(chocolateCake.name);
    expect(searchField()).toHaveValue('chocolate');
  });

  it('searches within the chosen category, and keeps the words when the category changes', async () => {
    const { user, router } = await renderRoute('/products?category=2&q=cake');

    expect(await screen.findByText('No products match “cake”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All Categories' }));

    expect(await shownProductNames()).toContain(chocolateCake.name);
    expect(router.state.location.search).toBe('?q=cake');
  });

  it('suggests the categories when nothing matches, and clears the search on request', async () => {
    const { user, router } = await renderRoute('/products?q=zzz');

    expect(await screen.findByRole('heading', { name: 'No products match “zzz”' })).toBeInTheDocument();
    const suggestions = screen.getByRole('list', { name: 'Categories' });
    expect(within(suggestions).getByRole('link', { name: 'Baking Mixes' })).toHaveAttribute(
      'href',
      '/products?category=2',
    );

    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(await shownProductNames()).toEqual(demoProducts.map((product) => product.name));
    expect(router.state.location.search).toBe('');
    expect(searchField()).toHaveValue('');
  });

  it('is a form that works without the page script: it sends the words to /products', async () => {
    await renderRoute('/products?category=2');
    await shownProductNames();

    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/products');
    expect(form).toHaveAttribute('method', 'get');
    expect(searchField()).toHaveAttribute('name', 'q');
    expect(form.querySelector('input[type="hidden"][name="category"]')).toHaveValue('2');
  });

  it('puts the focus in the field when the shopper came to search', async () => {
    await renderRoute('/products', { state: { focusSearch: true } });

    // The field takes the focus once the page has settled, which may be a render after it appears.
    await screen.findByRole('searchbox', { name: 'Search products' });
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus());
  });

  it('speaks Arabic', async () => {
    await renderRoute('/products?q=zzz', { language: 'ar' });

    expect(await screen.findByRole('heading', { name: 'لا توجد منتجات تطابق «zzz»' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ابحث في المنتجات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مسح البحث' })).toBeInTheDocument();
  });
});
