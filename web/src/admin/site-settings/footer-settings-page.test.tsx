import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../testing/render-admin-route';
import { failSettingsLoad, refuseSaves, serveSettings } from './settings-testing';

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('Footer Settings (/admin/footer)', () => {
  it('shows the stored footer, with the link format explained', async () => {
    serveSettings();
    await renderAdminRoute('/admin/footer');

    expect(await screen.findByRole('heading', { level: 1, name: 'Footer Settings' })).toBeInTheDocument();
    expect(textbox('Footer Description (English)')).toHaveAttribute('rows', '3');
    expect(textbox('Copyright Text (English)')).toHaveValue('© 2025 Crumb Bakery. All rights reserved.');
    expect(textbox('Copyright Text (Arabic)')).toHaveValue('© 2025 مخبز كرمب. جميع الحقوق محفوظة.');
    const links = textbox('Footer Links (English)');
    expect(links).toHaveValue('About Us|/about\nShop|/products');
    // The Arabic links: the same lines with Arabic link text, in a text area of their own.
    const arabicLinks = textbox('Footer Links (Arabic)');
    expect(arabicLinks).toHaveValue('من نحن|/about\nالمتجر|/products');
    expect(arabicLinks).toHaveAttribute('dir', 'rtl');
    for (const area of [links, arabicLinks]) {
      expect(area).toHaveAttribute('rows', '4');
      expect(area).toHaveAccessibleDescription(
        'One link per line: the link text, a | and the address, such as About Us|/about.',
      );
    }
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
    const links = await screen.findByRole('textbox', { name: 'Footer Links (English)' });

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

  it('checks the Arabic link lines the same way, on their own', async () => {
    const saves = serveSettings();
    const { user } = await renderAdminRoute('/admin/footer');
    const arabicLinks = await screen.findByRole('textbox', { name: 'Footer Links (Arabic)' });

    await user.type(arabicLinks, '{Enter}السلة /cart');
    await user.tab();

    expect(
      await screen.findByText('Line 3: write it as Link Text|/url, with a | between the text and the address.'),
    ).toBeInTheDocument();
    expect(arabicLinks).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Footer Links (English)')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save Footer Settings' }));
    expect(arabicLinks).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it('sends its three fields in both languages once every line reads text|url; the storefront footer shows them', async () => {
    const saves = serveSettings();
    const { user } = await renderAdminRoute('/admin/footer');
    const description = await screen.findByRole('textbox', { name: 'Footer Description (English)' });

    await user.clear(description);
    await user.type(description, 'Cakes for every table.');
    await user.type(textbox('Footer Links (English)'), '{Enter}Cart|/cart');
    await user.type(textbox('Footer Links (Arabic)'), '{Enter}السلة|/cart');
    await user.click(screen.getByRole('button', { name: 'Save Footer Settings' }));

    expect(await screen.findByText('Footer settings updated successfully!')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        input: {
          footerText: 'Cakes for every table.',
          footerCopyright: '© 2025 Crumb Bakery. All rights reserved.',
          footerLinks: 'About Us|/about\nShop|/products\nCart|/cart',
          ar: {
            footerText: 'كيك وخلطات وحلويات من البيت.',
            footerCopyright: '© 2025 مخبز كرمب. جميع الحقوق محفوظة.',
            footerLinks: 'من نحن|/about\nالمتجر|/products\nالسلة|/cart',
          },
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

    expect(
      await screen.findByText('Failed to update footer: footerLinks has at most 5000 characters'),
    ).toBeInTheDocument();
  });
});
