import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('language toggle', () => {
  it('switches the page to Arabic, right to left, and remembers the choice', async () => {
    const { user } = await renderRoute('/products');
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });

    await user.click(await screen.findByRole('link', { name: 'Switch language to العربية' }));

    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'منتجاتنا' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'جميع الفئات' })).toBeInTheDocument();
    expect(screen.getByText('4.500 د.ب')).toBeInTheDocument();
  });

  it('switches back to English, left to right', async () => {
    const { user } = await renderRoute('/', { language: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await user.click(await screen.findByRole('link', { name: 'تغيير اللغة إلى English' }));

    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(await screen.findByRole('link', { name: 'Order Now' })).toBeInTheDocument();
  });

  it('is a link to this page in the other language, so it works before (and without) the scripts', async () => {
    await renderRoute('/products?category=2');
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });

    const toggle = await screen.findByRole('link', { name: 'Switch language to العربية' });
    expect(toggle).toHaveAttribute('href', '/products?category=2&lang=ar');
    expect(toggle).toHaveAttribute('hreflang', 'ar');
  });
});
