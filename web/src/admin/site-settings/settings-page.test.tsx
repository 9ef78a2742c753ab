import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../testing/render-admin-route';
import { failSettingsLoad, openSettingsForm, refuseSaves, retype, serveSettings } from './settings-testing';

// What every settings page does the same way, through SettingsPage and SettingsForm; each page's
// own test file covers its fields.
describe('Every settings page', () => {
  it.each([
    { path: '/admin/home', heading: 'Error Loading Settings' },
    { path: '/admin/about', heading: 'Error Loading Settings' },
    { path: '/admin/contact', heading: 'Error Loading Settings' },
    { path: '/admin/navigation', heading: 'Error Loading Settings' },
    { path: '/admin/footer', heading: 'Error Loading Settings' },
    { path: '/admin/settings', heading: 'Error loading settings. Please try again.' },
  ])("$path says '$heading' with the way back to /admin when the settings do not load", async ({ path, heading }) => {
    failSettingsLoad();
    await renderAdminRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    { path: '/admin/home', field: 'Hero Title (English)', save: 'Save Home Page Settings' },
    { path: '/admin/contact', field: 'Business Address (English)', save: 'Save Contact Information' },
    { path: '/admin/navigation', field: 'Site Name (English)', save: 'Save Navigation Settings' },
  ])('$path refuses a blank $field before sending anything', async ({ path, field, save }) => {
    const { saves, user, field: input } = await openSettingsForm(path, field);

    await retype(user, input, '   ');
    await user.click(screen.getByRole('button', { name: save }));

    expect(await screen.findByText(`${field} is required`)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it.each([
    {
      path: '/admin/about',
      save: 'Save About Page Settings',
      prefix: 'Failed to update settings: ',
      reason: 'aboutTitle has at most 300 characters',
    },
    {
      path: '/admin/home',
      save: 'Save Home Page Settings',
      prefix: 'Failed to update settings: ',
      reason: 'heroTitle has at most 300 characters',
    },
    {
      path: '/admin/contact',
      save: 'Save Contact Information',
      prefix: 'Failed to update contact info: ',
      reason: 'Enter a valid email address',
    },
    {
      path: '/admin/navigation',
      save: 'Save Navigation Settings',
      prefix: 'Failed to update navigation: ',
      reason: 'The file is not a PNG, JPEG, GIF or WebP image',
    },
    {
      path: '/admin/footer',
      save: 'Save Footer Settings',
      prefix: 'Failed to update footer: ',
      reason: 'footerLinks has at most 5000 characters',
    },
    {
      path: '/admin/settings',
      save: 'Save Changes',
      prefix: 'Failed to update settings: ',
      reason: 'A phone number may only hold digits, spaces and + ( ) -',
    },
  ])(
    "$path says '$prefix' and the server's reason, or 'Unknown error' when it gives none",
    async ({ path, save, prefix, reason }) => {
      serveSettings();
      refuseSaves(reason);
      const { user } = await renderAdminRoute(path);
      const button = await screen.findByRole('button', { name: save });

      await user.click(button);
      expect(await screen.findByText(prefix + reason)).toBeInTheDocument();

      refuseSaves();
      await user.click(button);
      expect(await screen.findByText(`${prefix}Unknown error`)).toBeInTheDocument();
    },
  );
});
