import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('site header', () => {
  it('links the site name from the settings home, and offers Home, Products and About', async () => {
    await renderRoute('/products');

    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('link', { name: 'Crumb Bakery' })).toHaveAttribute('href', '/');
    const nav = within(header.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });
});
