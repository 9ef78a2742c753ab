import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../testing/render-admin-route';
import { failSettingsLoad, imageFile, refuseSaves, serveSettings } from './settings-test-kit';

describe('About Page Settings (/admin/about)', () => {
  it('shows the stored texts, with the hint that an empty subtitle is hidden', async () => {
    serveSettings();
    await renderAdminRoute('/admin/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Page Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('About Title')).toHaveValue('About Crumb');
    expect(screen.getByLabelText('About Subtitle')).toHaveAccessibleDescription(
      'Shown under the About Us heading; leave it empty to hide it.',
    );
    expect(screen.getByLabelText('About Description')).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText('Mission Statement')).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText('About Section Image')).toHaveAttribute('accept', 'image/*');
    expect(screen.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();
  });

  it("says 'Error Loading Settings' with the way back to /admin when the settings do not load", async () => {
    failSettingsLoad();
    await renderAdminRoute('/admin/about');

    expect(await screen.findByRole('heading', { name: 'Error Loading Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it('sends its four texts and the new image; the storefront About page shows them', async () => {
    const saves = serveSettings();
    const { user, router } = await renderAdminRoute('/admin/about');
    const title = await screen.findByLabelText('About Title');

    await user.clear(title);
    await user.type(title, 'Our Story');
    await user.clear(screen.getByLabelText('About Subtitle'));
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
