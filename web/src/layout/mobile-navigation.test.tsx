import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brownieMix, storeCart } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { phoneWidth, setViewportWidth } from '../testing/viewport';

function storeMobileSettings(settings: object) {
  localStorage.setItem('mobileSettings', JSON.stringify(settings));
}

async function bottomBar() {
  return within(await screen.findByRole('navigation', { name: 'Quick links' }));
}

describe('navigation on phones', () => {
  it('shows the top bar with the menu, title, About, the language toggle and the cart with its badge', async () => {
    setViewportWidth(phoneWidth);
    storeCart([{ product: brownieMix, quantity: 3 }]);
    await renderRoute('/');

    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(await header.findByRole('link', { name: 'Crumb Bakery' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(header.getByRole('link', { name: /Switch language to/ })).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    // The desktop links are not there twice.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the bottom bar: Home, Shop, the cart, About and a search link to the products', async () => {
    setViewportWidth(phoneWidth);
    await renderRoute('/');

    const bar = await bottomBar();
    const links = bar.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Shop', '/products'],
      ['Cart', '/cart'],
      ['About', '/about'],
      ['Search', '/products'],
    ]);
  });

  it('follows the stored mobile settings: items switched off, owner labels, no language toggle', async () => {
    setViewportWidth(phoneWidth);
    storeMobileSettings({
      showLanguageSwitcher: false,
      mobileHeaderTitle: 'Crumb on the go',
      bottomNavItems: { search: { enabled: false }, products: { label: 'Treats' } },
    });
    await renderRoute('/');

    const bar = await bottomBar();
    expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Treats', 'Cart', 'About']);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Crumb on the go' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: /Switch language to/ })).not.toBeInTheDocument();
  });

  it('hides the bars the mobile settings switch off', async () => {
    setViewportWidth(phoneWidth);
    storeMobileSettings({ showBottomNav: false, showMobileHeader: false });
    await renderRoute('/');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('translates the untouched labels into Arabic', async () => {
    setViewportWidth(phoneWidth);
    await renderRoute('/', { language: 'ar' });

    const bar = within(await screen.findByRole('navigation', { name: 'روابط سريعة' }));
    expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'الرئيسية',
      'المتجر',
      'السلة',
      'من نحن',
      'بحث',
    ]);
  });

  it('opens the slide-out menu with Home, Shop, About and Contact, and Escape gives focus back', async () => {
    setViewportWidth(phoneWidth);
    const { user } = await renderRoute('/products');

    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(menuButton);

    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Shop', '/products'],
      ['About', '/about'],
      ['Contact', '/admin'],
    ]);
    expect(menu.getByRole('button', { name: 'Admin Login' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('closes the menu when a link is followed', async () => {
    setViewportWidth(phoneWidth);
    const { user, router } = await renderRoute('/products');

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'About' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The About page's code loads before the address changes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('shows prices or not, and the products per row, as the mobile settings say', async () => {
    setViewportWidth(phoneWidth);
    storeMobileSettings({ showPricesOnMobile: false, productsPerRow: 1 });
    await renderRoute('/products');

    await screen.findByRole('article', { name: brownieMix.name });
    expect(screen.queryByText('2.250 BD')).not.toBeInTheDocument();
  });
});
