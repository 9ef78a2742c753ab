import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSettingsForm, openSettingsPage, retype, saveSettings, textbox } from './settings-testing';

describe('Footer Settings (/admin/footer)', () => {
  it('shows the stored footer, with the link format explained', async () => {
    await openSettingsPage('/admin/footer');

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

  it('points out the unreadable link lines by number and saves nothing until they are fixed', async () => {
    const { saves, user, field: links } = await openSettingsForm('/admin/footer', 'Footer Links (English)');

    await retype(user, links, 'About Us|/about{Enter}Shop /products{Enter}|/cart{Enter}Contact|');
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
    const { saves, user, field: arabicLinks } = await openSettingsForm('/admin/footer', 'Footer Links (Arabic)');

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
    const { saves, user, field: description } = await openSettingsForm('/admin/footer', 'Footer Description (English)');

    await retype(user, description, 'Cakes for every table.');
    await user.type(textbox('Footer Links (English)'), '{Enter}Cart|/cart');
    await user.type(textbox('Footer Links (Arabic)'), '{Enter}السلة|/cart');
    await saveSettings(user, 'Save Footer Settings', 'Footer settings updated successfully!');

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
});
