import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../testing/render-admin-route';
import {
  failSettingsLoad,
  holdSaves,
  holdSettingsLoad,
  imageFile,
  recordOperations,
  refuseSaves,
  serveSettings,
} from './settings-test-kit';

describe('Home Page Settings (/admin/home)', () => {
  it('shows a loading line, then the form filled from the stored settings', async () => {
    serveSettings();
    const release = holdSettingsLoad();
    await renderAdminRoute('/admin/home');

    expect(await screen.findByText('Loading...', { selector: 'p' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Page Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByLabelText(/Hero Title/)).toHaveValue('Baked Fresh Every Morning');
    expect(screen.getByLabelText(/Hero Title/)).toBeRequired();
    expect(screen.getByLabelText('Hero Subtitle')).toHaveValue('Cakes and sweets made with love in Manama');
    expect(screen.getByLabelText('Hero Subtitle')).toHaveAttribute('rows', '2');
    const preview = screen.getByRole('img', { name: 'Current image' });
    expect(preview).toHaveAttribute('src', expect.stringContaining('/uploads/demo/hero.jpg'));
  });

  it("says 'Error Loading Settings' with the way back to /admin when the settings do not load", async () => {
    failSettingsLoad();
    await renderAdminRoute('/admin/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it('refuses a blank hero title before sending anything', async () => {
    const saves = serveSettings();
    const { user } = await renderAdminRoute('/admin/home');
    const title = await screen.findByLabelText(/Hero Title/);

    await user.clear(title);
    await user.type(title, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Home Page Settings' }));

    expect(await screen.findByText('Hero Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it('sends only its own fields and the chosen image, then says so', async () => {
    const saves = serveSettings();
    const { user } = await renderAdminRoute('/admin/home');
    const title = await screen.findByLabelText(/Hero Title/);

    await user.clear(title);
    await user.type(title, '  Fresh Cakes Daily ');
    await user.upload(screen.getByLabelText('Hero Background Image'), imageFile('spring-hero.png'));
    await user.click(screen.getByRole('button', { name: 'Save Home Page Settings' }));

    expect(await screen.findByText('Home page settings updated successfully!')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    const [{ input, heroImage, ...otherImages }] = saves as [(typeof saves)[number]];
    expect(input).toEqual({ heroTitle: 'Fresh Cakes Daily', heroSubtitle: 'Cakes and sweets made with love in Manama' });
    expect(heroImage).toBeInstanceOf(File);
    expect(otherImages).toEqual({});
  });

  it('asks again for the settings on screen after a save: the form and the storefront header', async () => {
    serveSettings();
    const { user } = await renderAdminRoute('/admin/home');
    const save = await screen.findByRole('button', { name: 'Save Home Page Settings' });
    const operations = recordOperations();

    await user.click(save);

    expect(await screen.findByText('Home page settings updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(operations).toHaveLength(3));
    const [mutation, ...refetched] = operations;
    expect(mutation).toBe('AdminUpdateSettings');
    // The About page's query is not on screen: it reads the saved record from the cache when shown.
    expect(refetched.sort()).toEqual(['AdminSiteSettings', 'SiteSettings']);
  });

  it("reads 'Saving...' while the save is under way", async () => {
    serveSettings();
    const release = holdSaves();
    const { user } = await renderAdminRoute('/admin/home');

    await user.click(await screen.findByRole('button', { name: 'Save Home Page Settings' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Home page settings updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Home Page Settings' })).toBeEnabled();
  });

  it("shows the server's refusal, or 'Unknown error' when it gives none", async () => {
    serveSettings();
    refuseSaves('heroTitle has at most 300 characters');
    const { user } = await renderAdminRoute('/admin/home');
    const save = await screen.findByRole('button', { name: 'Save Home Page Settings' });

    await user.click(save);
    expect(await screen.findByText('Failed to update settings: heroTitle has at most 300 characters')).toBeInTheDocument();

    refuseSaves();
    await user.click(save);
    expect(await screen.findByText('Failed to update settings: Unknown error')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    serveSettings();
    await renderAdminRoute('/admin/home', { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات الصفحة الرئيسية' })).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'حفظ إعدادات الصفحة الرئيسية' }).closest('form')!;
    expect(within(form).getByLabelText(/عنوان الواجهة/)).toHaveValue('Baked Fresh Every Morning');
  });
});
