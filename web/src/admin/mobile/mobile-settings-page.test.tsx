import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  defaultMobileSettings,
  mobileSettingsStorageKey,
  type MobileSettings,
} from '../../mobile-settings/mobile-settings';
import { renderRoute } from '../../testing/render-route';
import { lazyAdminPage } from '../testing/lazy-admin-page';
import { expectSitePreviewOpens } from '../testing/site-preview-testing';
import en from './locales/en.json';

const labels = en.adminMobile.fields;

const openPage = lazyAdminPage('/admin/mobile', () => import('./mobile-settings-page'));

function storeSettings(settings: Partial<MobileSettings> | Record<string, unknown>) {
  localStorage.setItem(mobileSettingsStorageKey, JSON.stringify(settings));
}

function savedSettings(): MobileSettings {
  return JSON.parse(localStorage.getItem(mobileSettingsStorageKey) ?? 'null') as MobileSettings;
}

const field = (label: string) => screen.getByLabelText(label);
const group = (name: string) => screen.getByRole('group', { name });

describe('admin Mobile Settings page', () => {
  it('sends a visitor to /admin', async () => {
    const { router } = await renderRoute('/admin/mobile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to manage the shop' })).toBeInTheDocument();
  });

  it('shows its buttons and six tabs, Navigation first', async () => {
    await openPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Mobile Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Mobile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Mobile settings sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Navigation',
      'Layout',
      'Content',
      'Images',
      'Checkout',
      'Performance',
    ]);
    expect(screen.getByRole('tab', { name: 'Navigation' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has a control for every mobile setting, showing its default', async () => {
    await openPage();

    for (const [key, fallback] of Object.entries(defaultMobileSettings)) {
      if (key === 'bottomNavItems') continue;
      const label = labels[key as keyof typeof labels];
      if (key === 'heroImageMobile' || key === 'logoImageMobile') {
        expect(field(`${label} URL`), key).toHaveValue('');
      } else if (key === 'mobilePaymentMethods') {
        expect(screen.getByLabelText('Cash on Delivery')).toBeChecked();
        expect(screen.getByLabelText('Card')).toBeChecked();
      } else if (typeof fallback === 'boolean') {
        expect(screen.getByRole('switch', { name: label, hidden: true }).matches(':checked'), key).toBe(fallback);
      } else if (key === 'productsPerRow') {
        expect(field(label)).toHaveValue(2);
      } else {
        expect(field(label), key).toHaveValue(fallback);
      }
    }
    for (const item of Object.values(en.adminMobile.bottomNav.items)) {
      expect(within(group(item)).getByRole('switch', { name: 'Show' })).toBeChecked();
    }
    expect(within(group('Shop')).getByLabelText('Label')).toHaveValue('Shop');
  });

  it('reads the stored settings when the page opens, merged over the defaults', async () => {
    storeSettings({
      showBottomNav: false,
      shopPageTitle: 'Treats',
      productsPerRow: 3,
      bottomNavItems: { cart: { label: 'Basket' } },
    });
    await openPage();

    expect(screen.getByRole('switch', { name: labels.showBottomNav })).not.toBeChecked();
    expect(within(group('Cart')).getByLabelText('Label')).toHaveValue('Basket');
    expect(within(group('Home')).getByLabelText('Label')).toHaveValue('Home');
    expect(field(labels.shopPageTitle)).toHaveValue('Treats');
    expect(field(labels.productsPerRow)).toHaveValue(3);
  });

  it('keeps edits as a draft until Save Settings writes them all to local storage', async () => {
    const { user } = await openPage();

    await user.click(screen.getByRole('switch', { name: labels.showBottomNav }));
    await user.click(within(group('Search')).getByRole('switch', { name: 'Show' }));
    await user.clear(within(group('Cart')).getByLabelText('Label'));
    await user.type(within(group('Cart')).getByLabelText('Label'), 'Basket');
    await user.type(field(labels.mobileHeaderTitle), 'Crumb Mobile');
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    await user.clear(field(labels.shopPageTitle));
    await user.type(field(labels.shopPageTitle), 'Treats');
    await user.type(field(labels.deliveryInfoMobile), 'Delivery in Manama within a day');
    expect(localStorage.getItem(mobileSettingsStorageKey)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Mobile Settings Saved')).toBeInTheDocument();
    const saved = savedSettings();
    expect(saved.showBottomNav).toBe(false);
    expect(saved.bottomNavItems.search.enabled).toBe(false);
    expect(saved.bottomNavItems.cart).toEqual({ enabled: true, label: 'Basket', icon: 'cart' });
    expect(saved.mobileHeaderTitle).toBe('Crumb Mobile');
    expect(saved.shopPageTitle).toBe('Treats');
    expect(saved.deliveryInfoMobile).toBe('Delivery in Manama within a day');
    expect(saved.cartPageTitle).toBe('Your Cart');
  });

  it('takes products per row from 1 to 3: flags another number and brings it into range', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Layout' }));
    const perRow = field(labels.productsPerRow);

    await user.clear(perRow);
    await user.type(perRow, '5');
    expect(perRow).toHaveAttribute('aria-invalid', 'true');
    expect(perRow).toHaveAccessibleDescription(/Enter a whole number from 1 to 3\./);

    await user.tab();
    expect(perRow).toHaveValue(3);
    expect(perRow).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter a whole number from 1 to 3.')).not.toBeInTheDocument();

    await user.clear(perRow);
    await user.type(perRow, '1');
    await user.click(screen.getByRole('switch', { name: labels.mobileCartFloating }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(savedSettings()).toMatchObject({ productsPerRow: 1, mobileCartFloating: false });
  });

  it('keeps the last good number when products per row is left empty', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Layout' }));
    const perRow = field(labels.productsPerRow);

    await user.clear(perRow);
    await user.tab();

    expect(perRow).toHaveValue(2);
  });

  it('saves payment methods and image quality, noting that checkout takes cash only', async () => {
    const { user } = await openPage();

    await user.click(screen.getByRole('tab', { name: 'Checkout' }));
    expect(screen.getByText('Checkout takes cash on delivery only, whatever is chosen here.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Card' }));
    await user.click(screen.getByRole('switch', { name: labels.onePageCheckout }));
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    await user.selectOptions(field(labels.mobileImageQuality), 'High (best)');
    await user.click(screen.getByRole('switch', { name: labels.enablePWA }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(savedSettings()).toMatchObject({
      mobilePaymentMethods: ['cash'],
      onePageCheckout: false,
      mobileImageQuality: 'high',
      enablePWA: true,
    });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Low (faster)',
      'Medium (balanced)',
      'High (best)',
    ]);
  });

  it('opens the storefront in a phone-sized window', async () => {
    const { user } = await openPage();

    await expectSitePreviewOpens(user, 'Preview Mobile', 'width=375,height=812', 'Mobile Preview Opened');
  });

  it('reads in Arabic', async () => {
    await openPage('ar');

    expect(screen.getByRole('heading', { level: 1, name: 'إعدادات الجوال' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'التنقل' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'حفظ الإعدادات' })).toBeInTheDocument();
  });

  describe('images', () => {
    const hero = labels.heroImageMobile;

    async function openImages() {
      const view = await openPage();
      await view.user.click(screen.getByRole('tab', { name: 'Images' }));
      return view;
    }

    /** Opens the Images tab and switches the hero image to a file upload: the user and the file input. */
    async function openHeroUpload() {
      const { user } = await openImages();
      await user.click(within(group(hero)).getByRole('radio', { name: 'Upload File' }));
      return { user, input: field(`${hero} File`) };
    }

    /** A JPEG the browser reports as `bytes` long. */
    function jpegOfSize(name: string, bytes: number) {
      const file = new File(['x'], name, { type: 'image/jpeg' });
      Object.defineProperty(file, 'size', { value: bytes });
      return file;
    }

    it('takes a URL by default, previews it, and clears it', async () => {
      const { user } = await openImages();

      expect(within(group(hero)).getByRole('radio', { name: 'Enter URL' })).toBeChecked();
      expect(field(`${hero} URL`)).toHaveAccessibleDescription('Recommended size: 375x200px');
      expect(field(`${labels.logoImageMobile} URL`)).toHaveAccessibleDescription('Recommended size: 120x40px');
      await user.type(field(`${hero} URL`), 'https://images.example/hero.jpg');
      expect(screen.getByRole('img', { name: 'Mobile Hero Image preview' })).toHaveAttribute(
        'src',
        'https://images.example/hero.jpg',
      );

      await user.click(screen.getByRole('button', { name: 'Clear Mobile Hero Image' }));

      expect(await screen.findByText('Image Cleared')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Mobile Hero Image preview' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Settings' }));
      expect(savedSettings().heroImageMobile).toBe('');
    });

    it('uploads an image file as embedded data and saves it', async () => {
      const { user, input } = await openHeroUpload();
      expect(input).toHaveAccessibleDescription(/5MB/);

      await user.upload(input, new File(['png bytes'], 'hero.png', { type: 'image/png' }));

      expect(await screen.findByText('Image Uploaded')).toBeInTheDocument();
      const preview = screen.getByRole('img', { name: 'Mobile Hero Image preview' });
      expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await user.click(screen.getByRole('button', { name: 'Save Settings' }));
      expect(savedSettings().heroImageMobile).toBe(preview.getAttribute('src'));

      await user.click(within(group(hero)).getByRole('radio', { name: 'Enter URL' }));
      expect(field(`${hero} URL`)).toHaveValue('');
      expect(field(`${hero} URL`)).toHaveAccessibleDescription(/An uploaded image is in use/);
    });

    it('refuses a file that is not an image', async () => {
      const { input } = await openHeroUpload();

      // The picker offers images only; a file dropped or picked with "all files" still arrives.
      fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });

      expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
      expect(screen.getByText('Please select an image file (PNG, JPG, GIF, etc.)')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Mobile Hero Image preview' })).not.toBeInTheDocument();
    });

    it('refuses an image over 5MB', async () => {
      const { user, input } = await openHeroUpload();

      await user.upload(input, jpegOfSize('large.jpg', 5 * 1024 * 1024 + 1));

      expect(await screen.findByText('File Too Large')).toBeInTheDocument();
      expect(screen.getByText('Please select an image smaller than 5MB')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Mobile Hero Image preview' })).not.toBeInTheDocument();
    });

    it('takes an image of exactly 5MB', async () => {
      const { user, input } = await openHeroUpload();

      await user.upload(input, jpegOfSize('limit.jpg', 5 * 1024 * 1024));

      expect(await screen.findByText('Image Uploaded')).toBeInTheDocument();
    });

    it('says so when the file cannot be read', async () => {
      vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
        this.dispatchEvent(new ProgressEvent('error'));
      });
      const { user, input } = await openHeroUpload();

      await user.upload(input, new File(['png bytes'], 'hero.png', { type: 'image/png' }));

      expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
      expect(screen.getByText('Failed to upload image. Please try again.')).toBeInTheDocument();
    });
  });
});
