import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAdminSettings, imageFile, openSettingsPage, retype, saveSettings, textbox } from './settings-testing';

describe('Navigation & Header (/admin/navigation)', () => {
  it("previews the stored logo with 'Change Logo' and the size hint", async () => {
    await openSettingsPage('/admin/navigation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Navigation & Header' })).toBeInTheDocument();
    expect(textbox('Site Name (English)')).toHaveValue('Crumb Bakery');
    expect(textbox('Site Name (English)')).toBeRequired();
    expect(textbox('Site Name (Arabic)')).toHaveValue('مخبز كرمب');
    expect(textbox('Site Name (Arabic)')).not.toBeRequired();
    expect(textbox('Site Name (Arabic)')).toHaveAttribute('lang', 'ar');
    expect(textbox('Site Name (Arabic)')).toHaveAttribute('dir', 'rtl');
    const preview = screen.getByRole('img', { name: 'Site logo' });
    expect(preview).toHaveAttribute('src', expect.stringContaining('/uploads/demo/logo.png'));
    expect(screen.getByRole('button', { name: 'Change Logo' })).toHaveAccessibleDescription(
      'Recommended: PNG or WebP format, max 2MB',
    );
    expect(screen.getByLabelText('Site Logo')).toHaveAttribute('accept', 'image/*');
  });

  it("removes the logo: 'Upload Logo' takes the focus, and saving sends an empty logo", async () => {
    const { saves, user } = await openSettingsPage('/admin/navigation');

    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));

    expect(screen.getByText('No logo yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Site logo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Logo' })).toHaveFocus();
    await saveSettings(user, 'Save Navigation Settings', 'Navigation settings updated successfully!');

    expect(saves).toHaveLength(1);
    const [{ input, ...files }] = saves as [(typeof saves)[number]];
    expect(files).toEqual({});
    expect(input).toMatchObject({ siteName: 'Crumb Bakery', ar: { siteName: 'مخبز كرمب' }, logo: '' });
  });

  it('uploads a first logo and renames the site; the storefront header follows', async () => {
    const { saves, user } = await openSettingsPage('/admin/navigation', { stored: buildAdminSettings({ logo: null }) });
    const upload = await screen.findByRole('button', { name: 'Upload Logo' });
    expect(screen.getByText('No logo yet')).toBeInTheDocument();

    const openPicker = vi.spyOn(screen.getByLabelText<HTMLInputElement>('Site Logo'), 'click');
    await user.click(upload);
    expect(openPicker).toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Site Logo'), imageFile('crumb-logo.png'));
    expect(screen.getByRole('img', { name: 'Site logo' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByRole('button', { name: 'Change Logo' })).toBeInTheDocument();
    await retype(user, textbox('Site Name (English)'), 'Crumb & Co');
    await retype(user, textbox('Site Name (Arabic)'), 'كرمب وشركاه');
    await saveSettings(user, 'Save Navigation Settings', 'Navigation settings updated successfully!');

    const [{ input, logo }] = saves as [(typeof saves)[number]];
    expect(input).toMatchObject({ siteName: 'Crumb & Co', ar: { siteName: 'كرمب وشركاه' } });
    expect(input).not.toHaveProperty('logo');
    expect(logo).toBeInstanceOf(File);
    expect(await within(screen.getAllByRole('banner')[0]!).findByText('Crumb & Co')).toBeInTheDocument();
  });

  describe('Storefront Texts', () => {
    it('opens from its heading and shows each text in English and Arabic as written, the default of each language as its placeholder', async () => {
      const { user } = await openSettingsPage('/admin/navigation');
      const toggle = await screen.findByRole('button', { name: 'Storefront Texts' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('group', { name: 'Cart' })).not.toBeInTheDocument();

      await user.click(toggle);

      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const cart = within(screen.getByRole('group', { name: 'Cart' }));
      // Written in Arabic only: the English input is empty and shows the English default.
      expect(cart.getByRole('textbox', { name: 'Cart Title (Arabic)' })).toHaveValue('سلتك');
      expect(cart.getByRole('textbox', { name: 'Cart Title (English)' })).toHaveValue('');
      // The storefront pages' texts arrive with their code, loaded once the part opens; a page
      // shown before has brought its own already, so each default is waited for, not just one.
      const products = within(screen.getByRole('group', { name: 'Products Page' }));
      const arabicTitle = products.getByRole('textbox', { name: 'Products Title (Arabic)' });
      const home = within(screen.getByRole('group', { name: 'Home Page' }));
      await waitFor(
        () => {
          expect(cart.getByRole('textbox', { name: 'Cart Title (English)' })).toHaveAttribute(
            'placeholder',
            'Your Cart',
          );
          expect(arabicTitle).toHaveAttribute('placeholder', 'منتجاتنا');
          // The hero title on phones defaults to the hero title of its language.
          expect(home.getByRole('textbox', { name: 'Hero Title on Phones (Arabic)' })).toHaveAttribute(
            'placeholder',
            'مخبوزات طازجة كل صباح',
          );
        },
        { timeout: 10_000 },
      );
      // Written in English only: the Arabic input stays empty (extended texts never fall back) with the Arabic default.
      expect(products.getByRole('textbox', { name: 'Products Title (English)' })).toHaveValue('Our Bakes');
      expect(arabicTitle).toHaveValue('');
      expect(arabicTitle).toHaveAttribute('lang', 'ar');
      expect(arabicTitle).toHaveAttribute('dir', 'rtl');
      expect(arabicTitle).not.toBeRequired();
      const menu = within(screen.getByRole('group', { name: 'Menu and Loading' }));
      expect(menu.getByRole('textbox', { name: 'Home Link (Arabic)' })).toHaveAttribute('placeholder', 'الرئيسية');
    });

    it('saves every text the page shows, English in texts and Arabic in ar.texts; the Arabic header shows the new label', async () => {
      const { saves, user } = await openSettingsPage('/admin/navigation', { language: 'ar' });
      await user.click(await screen.findByRole('button', { name: 'نصوص المتجر' }));
      const homeLink = textbox('رابط الرئيسية (بالعربية)');

      await user.type(homeLink, ' البداية ');
      await user.clear(textbox('عنوان المنتجات (بالإنجليزية)'));
      await saveSettings(user, 'حفظ إعدادات التنقل', 'تم تحديث إعدادات التنقل بنجاح!');

      const [{ input }] = saves as [(typeof saves)[number]];
      // One entry per text shown (every key but emailLabel, which nothing on the storefront reads), in each language.
      expect(input.texts).toHaveLength(43);
      expect(input.ar?.texts).toHaveLength(43);
      expect(input.texts).toContainEqual({ key: 'productsTitle', value: '' });
      expect(input.texts).toContainEqual({ key: 'navHomeText', value: '' });
      expect(input.ar?.texts).toContainEqual({ key: 'navHomeText', value: 'البداية' });
      expect(input.ar?.texts).toContainEqual({ key: 'cartTitle', value: 'سلتك' });
      expect(input.texts?.some((text) => text.key === 'emailLabel')).toBe(false);
      const header = within(screen.getAllByRole('banner')[0]!);
      expect(await header.findByRole('link', { name: 'البداية' })).toBeInTheDocument();
    });
  });
});
