import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../testing/render-admin-route';
import { failSettingsLoad, refuseSaves, serveSettings } from './settings-test-kit';

describe('Footer Settings (/admin/footer)', () => {
  it('shows the stored footer, with the link format explained', async () => {
    serveSettings();
    await renderAdminRoute('/admin/footer');

    expect(await screen.findByRole('heading', { level: 1, name: 'Footer Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Footer Description')).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText('Copyright Text')).toHaveValue('© 2025 Crumb Bakery. All rights reserved.');
    const links = screen.getByLabelText('Footer Links');
    expect(links).toHaveAttribute('rows', '4');
    expect(links).toHaveValue('About Us|/about\nShop|/products');
    expect(links).toHaveAccessibleDescription(
      'One link per line: the link text, a | and the address, such as About Us|/about.',
    );
  });

  it("says 'Error Loading Settings' with the way back to /admin when the settings do not load", async () => {
    failSettingsLoad();
    await renderAdminRoute('/admin/footer');

    expect(await screen.findByRole('heading', { name: 'Error Loading Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it('points out the unreadable link lines by number and saves nothing until they are fixed', async () => {
    const saves = serveSettings();
    const { user } = await renderAdminRoute('/admin/footer');
    const links = await screen.findByLabelText('Footer Links');

    await user.clear(links);
    await user.type(links, 'About Us|/about{Enter}Shop /products{Enter}|/cart{Enter}Contact|');
    expect(screen.queryByText(/^Line \d/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Footer Settings' }));

    expect(
      await screen.findByText('Line 2: write it as Link Text|/url, with a | between the text and the address.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Line 3: the link text before the | is missing.')).toBeInTheDocument();
    expect(screen.getByText('Line 4: the address after the | is missing.')).toBeInTheDocument();
    expect(links).toHaveAttribute('aria-invalid', 'true');
    expect(links).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it('sends its three fields once every line reads text|url; the storefront footer shows them', async () => {
    const saves = serveSettings();
    const { user } = await renderAdminRoute('/admin/footer');
    const description = await screen.findByLabelText('Footer Description');

    await user.clear(description);
    await user.type(description, 'Cakes for every table.');
    await user.type(screen.getByLabelText('Footer Links'), '{Enter}Cart|/cart');
    await user.click(screen.getByRole('button', { name: 'Save Footer Settings' }));

    expect(await screen.findByText('Footer settings updated successfully!')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        input: {
          footerText: 'Cakes for every table.',
          footerCopyright: '© 2025 Crumb Bakery. All rights reserved.',
          footerLinks: 'About Us|/about\nShop|/products\nCart|/cart',
        },
      },
    ]);
    expect(await screen.findByText('Cakes for every table.', { selector: 'footer p' })).toBeInTheDocument();
  });

  it("says 'Failed to update footer: ' and the server's reason", async () => {
    serveSettings();
    refuseSaves('footerLinks has at most 5000 characters');
    const { user } = await renderAdminRoute('/admin/footer');

    await user.click(await screen.findByRole('button', { name: 'Save Footer Settings' }));

    expect(await screen.findByText('Failed to update footer: footerLinks has at most 5000 characters')).toBeInTheDocument();
  });
});
