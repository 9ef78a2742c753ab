import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { renderAdminRoute } from '../testing/render-admin-route';

describe('the back office needs a signed-in admin', () => {
  it('shows a visitor the sign-in prompt and no admin page', async () => {
    await renderRoute('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to manage the shop' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office sections' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('shows the signed-in owner the dashboard cards, home and about marked NEW', async () => {
    await renderAdminRoute('/admin');

    const cards = within(await screen.findByRole('navigation', { name: 'Back office sections' }));
    const links = cards.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/home',
      '/admin/about',
      '/admin/contact',
      '/admin/navigation',
      '/admin/footer',
      '/admin/mobile',
      '/admin/theme',
      '/admin/categories',
      '/admin/products',
      '/admin/orders',
      '/admin/customers',
      '/admin/delivery',
      '/admin/delivery-areas',
      '/admin/vouchers',
      '/admin/settings',
      '/admin/staff',
      '/admin/sessions',
      '/admin/activity',
    ]);
    expect(cards.getAllByText('NEW')).toHaveLength(2);
    expect(within(links[0]!).getByText('NEW')).toBeInTheDocument();
    expect(within(links[1]!).getByText('NEW')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await renderAdminRoute('/admin', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeInTheDocument();
  });
});
