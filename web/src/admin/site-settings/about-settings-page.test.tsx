import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../testing/render-admin-route';
import { failSettingsLoad, imageFile, refuseSaves, serveSettings } from './settings-testing';

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('About Page Settings (/admin/about)', () => {
  it('shows the stored texts, with the hint that an empty subtitle is hidden', async () => {
    serveSettings();
    await renderAdminRoute('/admin/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Page Settings' })).toBeInTheDocument();
    expect(textbox('About Title (English)')).toHaveValue('About Crumb');
    expect(textbox('About Title (Arabic)')).toHaveValue('عن كرمب');
    for (const language of ['English', 'Arabic']) {
      expect(textbox(`About Subtitle (${language})`)).toHaveAccessibleDescription(
        'Shown under the About Us heading; leave it empty to hide it.',
      );
      expect(textbox(`About Description (${language})`)).toHaveAttribute('rows', '4');
      expect(textbox(`Mission Statement (${language})`)).toHaveAttribute('rows', '3');
    }
    // Nothing is written in Arabic: the input is empty, not the English the storefront falls back to.
    expect(textbox('About Subtitle (Arabic)')).toHaveValue('');
    expect(screen.getByLabelText('About Section Image')).toHaveAttribute('accept', 'image/*');
    expect(screen.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();
  });

  it("says 'Error Loading Settings' with the way back to /admin when the settings do not load", async () => {
    failSettingsLoad();
    await renderAdminRoute('/admin/about');

    expect(await screen.findByRole('heading', { name: 'Error Loading Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it('sends its four texts in both languages and the new image; the storefront About page shows them', async () => {
    const saves = serveSettings();
    const { user, router } = await renderAdminRoute('/admin/about');
    const title = await screen.findByRole('textbox', { name: 'About Title (English)' });

    await user.clear(title);
    await user.type(title, 'Our Story');
    await user.clear(textbox('About Subtitle (English)'));
    await user.type(textbox('About Subtitle (Arabic)'), 'مخبز صغير بفرن كبير');
    await user.upload(screen.getByLabelText('About Section Image'), imageFile('kitchen.png'));
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await user.click(screen.getByRole('button', { name: 'Save About Page Settings' }));

    expect(await screen.findByText('About page settings updated successfully!')).toBeInTheDocument();
    const [{ input, aboutImage }] = saves as [(typeof saves)[number]];
    expect(input).toEqual({
      aboutTitle: 'Our Story',
      aboutSubtitle: '',
      aboutDescription: 'A family bakery in Manama.',
      aboutMission: 'Honest ingredients, baked fresh.',
      ar: {
        aboutTitle: 'عن كرمب',
        aboutSubtitle: 'مخبز صغير بفرن كبير',
        aboutDescription: 'مخبز عائلي في المنامة.',
        aboutMission: 'مكونات طيبة وخبز طازج.',
      },
    });
    expect(aboutImage).toBeInstanceOf(File);

    await router.navigate('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
  });

  it("says 'Failed to update settings: Unknown error' when the server gives no reason", async () => {
    serveSettings();
    refuseSaves();
    const { user } = await renderAdminRoute('/admin/about');

    await user.click(await screen.findByRole('button', { name: 'Save About Page Settings' }));

    expect(await screen.findByText('Failed to update settings: Unknown error')).toBeInTheDocument();
  });
});
