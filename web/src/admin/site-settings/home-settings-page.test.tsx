import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../testing/render-admin-route';
import {
  buildAdminSettings,
  holdSaves,
  holdSettingsLoad,
  imageFile,
  openSettingsForm,
  openSettingsPage,
  recordOperations,
  retype,
  saveSettings,
  serveSettings,
  textbox,
} from './settings-testing';

describe('Home Page Settings (/admin/home)', () => {
  it('shows a loading line, then the form filled from the stored settings', async () => {
    serveSettings();
    const release = holdSettingsLoad();
    await renderAdminRoute('/admin/home');

    expect(await screen.findByText('Loading...', { selector: 'p' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Page Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    expect(textbox('Hero Title (English)')).toHaveValue('Baked Fresh Every Morning');
    expect(textbox('Hero Title (English)')).toBeRequired();
    expect(textbox('Hero Subtitle (English)')).toHaveValue('Cakes and sweets made with love in Manama');
    expect(textbox('Hero Subtitle (English)')).toHaveAttribute('rows', '2');
    expect(textbox('Hero Subtitle (Arabic)')).toHaveAttribute('rows', '2');
    const preview = screen.getByRole('img', { name: 'Current image' });
    expect(preview).toHaveAttribute('src', expect.stringContaining('/uploads/demo/hero.jpg'));
  });

  it('edits each text in English and Arabic, the Arabic input right to left and optional', async () => {
    await openSettingsPage('/admin/home');

    const englishTitle = await screen.findByRole('textbox', { name: 'Hero Title (English)' });
    expect(englishTitle).toHaveAttribute('lang', 'en');
    expect(englishTitle).toHaveAttribute('dir', 'ltr');
    const arabicTitle = textbox('Hero Title (Arabic)');
    expect(arabicTitle).toHaveValue('مخبوزات طازجة كل صباح');
    expect(arabicTitle).toHaveAttribute('lang', 'ar');
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    expect(arabicTitle).not.toBeRequired();
    expect(textbox('Hero Subtitle (Arabic)')).toHaveValue('كيك وحلويات نسويها بحب في المنامة');
  });

  it('saves an empty Arabic title: the English one is the only one required', async () => {
    const { saves, user } = await openSettingsPage('/admin/home');

    await user.clear(await screen.findByRole('textbox', { name: 'Hero Title (Arabic)' }));
    await saveSettings(user, 'Save Home Page Settings', 'Home page settings updated successfully!');

    expect(saves[0]?.input.ar).toEqual({ heroTitle: '', heroSubtitle: 'كيك وحلويات نسويها بحب في المنامة' });
  });

  it('sends only its own fields, English at the top and Arabic in ar, and the chosen image, then says so', async () => {
    const { saves, user, field: title } = await openSettingsForm('/admin/home', 'Hero Title (English)');

    await retype(user, title, '  Fresh Cakes Daily ');
    await retype(user, textbox('Hero Title (Arabic)'), ' كيك طازج كل يوم ');
    await user.upload(screen.getByLabelText('Hero Background Image'), imageFile('spring-hero.png'));
    await saveSettings(user, 'Save Home Page Settings', 'Home page settings updated successfully!');

    expect(saves).toHaveLength(1);
    const [{ input, heroImage, ...otherImages }] = saves as [(typeof saves)[number]];
    expect(input).toEqual({
      heroTitle: 'Fresh Cakes Daily',
      heroSubtitle: 'Cakes and sweets made with love in Manama',
      ar: { heroTitle: 'كيك طازج كل يوم', heroSubtitle: 'كيك وحلويات نسويها بحب في المنامة' },
    });
    expect(heroImage).toBeInstanceOf(File);
    expect(otherImages).toEqual({});
    // The form starts again from the answer: both languages as the server kept them.
    expect(textbox('Hero Title (Arabic)')).toHaveValue('كيك طازج كل يوم');
  });

  it('asks again for the settings on screen after a save: the form and the storefront header', async () => {
    const { user } = await openSettingsPage('/admin/home');
    const save = await screen.findByRole('button', { name: 'Save Home Page Settings' });
    const operations = recordOperations();

    await user.click(save);

    expect(await screen.findByText('Home page settings updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(operations).toHaveLength(3));
    const [mutation, ...refetched] = operations;
    expect(mutation).toBe('UpdateSettings');
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

  it('reads in Arabic, each input showing what is written in its language', async () => {
    await openSettingsPage('/admin/home', { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات الصفحة الرئيسية' })).toBeInTheDocument();
    const form = within(screen.getByRole('button', { name: 'حفظ إعدادات الصفحة الرئيسية' }).closest('form')!);
    expect(form.getByRole('textbox', { name: 'عنوان الواجهة (بالإنجليزية)' })).toHaveValue('Baked Fresh Every Morning');
    expect(form.getByRole('textbox', { name: 'عنوان الواجهة (بالعربية)' })).toHaveValue('مخبوزات طازجة كل صباح');
  });

  it('leaves an unwritten Arabic text empty in an Arabic back office, and saving keeps it unwritten', async () => {
    // In Arabic the API answers the top-level subtitle in English (the fallback): the form must not take it.
    const { saves, user } = await openSettingsPage('/admin/home', {
      stored: buildAdminSettings({ ar: { heroSubtitle: '' } }),
      language: 'ar',
    });

    const arabicSubtitle = await screen.findByRole('textbox', { name: 'النص الفرعي للواجهة (بالعربية)' });
    expect(arabicSubtitle).toHaveValue('');
    expect(textbox('النص الفرعي للواجهة (بالإنجليزية)')).toHaveValue('Cakes and sweets made with love in Manama');
    await saveSettings(user, 'حفظ إعدادات الصفحة الرئيسية', 'تم تحديث إعدادات الصفحة الرئيسية بنجاح!');

    expect(saves[0]?.input).toEqual({
      heroTitle: 'Baked Fresh Every Morning',
      heroSubtitle: 'Cakes and sweets made with love in Manama',
      ar: { heroTitle: 'مخبوزات طازجة كل صباح', heroSubtitle: '' },
    });
  });
});
