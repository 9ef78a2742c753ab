import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct, cakes } from '../../testing/fixtures';
import { renderAdminRoute } from '../testing/render-admin-route';
import {
  fillNewProduct,
  form,
  listedNames,
  openPage,
  serveShop,
  stored,
  storedChocolate,
  storedRedVelvet,
} from './products-admin-testing';

// The products list among many products: its pages, its search, both kept in the address.

/** `count` plain products named 'Tart 1', 'Tart 2'... in that order. */
const tarts = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    stored(buildProduct({ id: String(1000 + index), name: `Tart ${index + 1}`, price: 2 }, cakes)),
  );

// The toasts are a status too: the list's own is in its region.
const status = () => within(screen.getByRole('region', { name: 'Products' })).getByRole('status');
const pager = () => within(screen.getByRole('navigation', { name: 'Pages' }));
const searchField = () => screen.getByRole('searchbox', { name: 'Search products' });

describe('the products list among many products', () => {
  // First, the lightest: the first test also waits for the back office's code to load.
  it('says when the search finds nothing, and Clear search lists every product again', async () => {
    serveShop();
    const { user, router } = await openPage();

    await user.type(searchField(), 'zzz');

    const region = within(screen.getByRole('region', { name: 'Products' }));
    expect(await region.findByText(/No products match “.*zzz.*”/)).toBeInTheDocument();
    expect(region.getByText(/Check the spelling or try another word/)).toBeInTheDocument();
    expect(region.queryByText('No products yet. Create your first one!')).not.toBeInTheDocument();

    await user.click(region.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(listedNames()).toEqual(['Red Velvet Cake', 'Chocolate Fudge Cake']));
    expect(searchField()).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('shows 50 products a page, how many there are in all, and the pages around this one', async () => {
    const { pagesAsked } = serveShop(tarts(2000));
    const { list } = await openPage();

    expect(list.getByRole('status')).toHaveTextContent('Showing 1–50 of 2,000 products');
    expect(listedNames()).toEqual(Array.from({ length: 50 }, (_, index) => `Tart ${index + 1}`));
    expect(pagesAsked).toEqual([{ limit: 50, offset: 0 }]);
    const pages = pager();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Previous',
      '1',
      '2',
      '40',
      'Next',
    ]);
  });

  it('moves between pages, kept in the address, the focus at the top of the list', async () => {
    const { pagesAsked } = serveShop(tarts(120));
    const { user, router, list } = await openPage();

    await user.click(pager().getByRole('button', { name: 'Next' }));
    expect(await list.findByText('Showing 51–100 of 120 products')).toBeInTheDocument();
    expect(list.getByText('Tart 51')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(list.getByRole('heading', { level: 2, name: 'Products' })).toHaveFocus();

    await user.click(pager().getByRole('button', { name: 'Page 3' }));
    expect(await list.findByText('Showing 101–120 of 120 products')).toBeInTheDocument();
    expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled();

    // Back returns to the page before.
    await router.navigate(-1);
    expect(await list.findByText('Showing 51–100 of 120 products')).toBeInTheDocument();
    expect(pagesAsked.map(({ offset }) => offset)).toEqual([0, 50, 100, 50]);
  });

  it('opens on the page and the search the address names, as after a reload', async () => {
    const { pagesAsked } = serveShop([...tarts(120), storedRedVelvet]);
    await openPage({}, '/admin/products?q=tart&page=2');

    expect(searchField()).toHaveValue('tart');
    expect(status()).toHaveTextContent('Showing 51–100 of 120 products');
    expect(listedNames()[0]).toBe('Tart 51');
    expect(pagesAsked).toEqual([{ q: 'tart', limit: 50, offset: 50 }]);
  });

  it('searches as the owner types, once a moment after the last key, from the first page', async () => {
    const { pagesAsked } = serveShop([...tarts(60), storedRedVelvet, storedChocolate]);
    const { user, router } = await openPage({}, '/admin/products?page=2');

    await user.type(searchField(), 'velvet');

    await waitFor(() => expect(listedNames()).toEqual(['Red Velvet Cake']));
    expect(status()).toHaveTextContent('1 product');
    expect(router.state.location.search).toBe('?q=velvet');
    // One request for the words typed, not one per key.
    expect(pagesAsked.slice(1)).toEqual([{ q: 'velvet', limit: 50, offset: 0 }]);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows the search the address moves to (Back, a link) in the field', async () => {
    serveShop();
    const { router } = await openPage({}, '/admin/products?q=chocolate');
    await waitFor(() => expect(listedNames()).toEqual(['Chocolate Fudge Cake']));

    await router.navigate('/admin/products?q=velvet');
    await waitFor(() => expect(listedNames()).toEqual(['Red Velvet Cake']));
    expect(searchField()).toHaveValue('velvet');

    await router.navigate(-1);
    await waitFor(() => expect(listedNames()).toEqual(['Chocolate Fudge Cake']));
    expect(searchField()).toHaveValue('chocolate');
  });

  it('counts again after a delete or a create', async () => {
    serveShop(tarts(51));
    const { user, list } = await openPage();
    expect(status()).toHaveTextContent('Showing 1–50 of 51 products');

    await user.click(list.getByRole('button', { name: 'Delete Tart 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await screen.findByText('Product deleted!');
    expect(status()).toHaveTextContent('Showing 1–50 of 50 products');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await fillNewProduct(user);
    await user.click(form('Add Product').getByRole('button', { name: 'Create' }));
    await screen.findByText('Product created!');
    expect(status()).toHaveTextContent('Showing 1–50 of 51 products');
    expect(pager().getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('shows the last page for a page past it (an old link)', async () => {
    serveShop(tarts(60));
    const { router } = await openPage({}, '/admin/products?page=9');

    expect(await screen.findByRole('heading', { level: 3, name: 'Tart 51' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing 51–60 of 60 products');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('searches and pages in Arabic', async () => {
    serveShop(tarts(120));
    const { user } = await renderAdminRoute('/admin/products', { language: 'ar' });
    const region = within(await screen.findByRole('region', { name: 'المنتجات' }));

    expect(region.getByRole('status')).toHaveTextContent('عرض 1 إلى 50 من أصل 120 منتج');
    const pages = within(region.getByRole('navigation', { name: 'الصفحات' }));
    expect(pages.getByRole('button', { name: 'السابق' })).toBeDisabled();
    expect(pages.getByRole('button', { name: 'الصفحة 3' })).toBeInTheDocument();
    await user.click(pages.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(region.getByRole('status')).toHaveTextContent('عرض 51 إلى 100 من أصل 120 منتج'));

    await user.type(region.getByRole('searchbox', { name: 'البحث في المنتجات' }), 'zzz');
    expect(await region.findByText(/لا توجد منتجات تطابق «.*zzz.*»/)).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'مسح البحث' })).toBeInTheDocument();
  });
});
