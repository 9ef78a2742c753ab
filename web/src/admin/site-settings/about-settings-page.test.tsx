import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageFile, openSettingsForm, openSettingsPage, retype, saveSettings, textbox } from './settings-testing';

describe('About Page Settings (/admin/about)', () => {
  it('shows the stored texts, with the hint that an empty subtitle is hidden', async () => {
    await openSettingsPage('/admin/about');

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

  it('sends its four texts in both languages and the new image; the storefront About page shows them', async () => {
    const { saves, user, router, field: title } = await openSettingsForm('/admin/about', 'About Title (English)');

    await retype(user, title, 'Our Story');
    await user.clear(textbox('About Subtitle (English)'));
    await user.type(textbox('About Subtitle (Arabic)'), 'مخبز صغير بفرن كبير');
    await user.upload(screen.getByLabelText('About Section Image'), imageFile('kitchen.png'));
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await saveSettings(user, 'Save About Page Settings', 'About page settings updated successfully!');

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
});
