import { describe, expect, it, vi } from 'vitest';
import catalogEn from '../catalog/locales/en.json';
import cartEn from '../cart/locales/en.json';
import checkoutEn from '../checkout/locales/en.json';
import aboutEn from '../about/locales/en.json';
import homeEn from '../home/locales/en.json';
import en from '../i18n/locales/en.json';
import { defaultMobileSettings, mobileText, parseMobileSettings } from './mobile-settings';

describe('mobile settings (local storage mobileSettings)', () => {
  it('merges what is stored over the defaults, item by item', () => {
    const settings = parseMobileSettings(
      JSON.stringify({ showBottomNav: false, bottomNavItems: { cart: { enabled: false } }, productsPerRow: 3 }),
    );
    expect(settings.showBottomNav).toBe(false);
    expect(settings.productsPerRow).toBe(3);
    expect(settings.bottomNavItems.cart).toEqual({ enabled: false, label: 'Cart', icon: 'cart' });
    expect(settings.bottomNavItems.home).toEqual(defaultMobileSettings.bottomNavItems.home);
    expect(settings.mobileCartFloating).toBe(true);
  });

  it('keeps products per row between 1 and 3', () => {
    expect(parseMobileSettings(JSON.stringify({ productsPerRow: 7 })).productsPerRow).toBe(3);
    expect(parseMobileSettings(JSON.stringify({ productsPerRow: 0 })).productsPerRow).toBe(1);
  });

  it('ignores values of the wrong type, and logs unreadable storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseMobileSettings(JSON.stringify({ showBottomNav: 'no' })).showBottomNav).toBe(true);
    expect(parseMobileSettings('{broken')).toEqual(defaultMobileSettings);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('has the documented default texts, which are our English translations', () => {
    expect(defaultMobileSettings.shopPageTitle).toBe(catalogEn.products.title);
    expect(defaultMobileSettings.addToCartText).toBe(catalogEn.products.addToCart);
    expect(defaultMobileSettings.buyNowText).toBe(catalogEn.products.buyNow);
    expect(defaultMobileSettings.cartPageTitle).toBe(cartEn.cart.title);
    expect(defaultMobileSettings.checkoutText).toBe(cartEn.cart.checkout);
    expect(defaultMobileSettings.checkoutPageTitle).toBe(checkoutEn.checkout.title);
    expect(defaultMobileSettings.aboutPageTitle).toBe(aboutEn.about.title);
    expect(defaultMobileSettings.homePageSubtitle).toBe(homeEn.home.defaultSubtitle);
    expect(defaultMobileSettings.continueShoppingText).toBe(en.shop.continueShopping);
    expect(defaultMobileSettings.viewCartText).toBe(en.shop.viewCart);
    expect(defaultMobileSettings.bottomNavItems.home.label).toBe(en.nav.home);
    expect(defaultMobileSettings.bottomNavItems.products.label).toBe(en.nav.shop);
  });

  it('shows a text translated unless the owner changed it', () => {
    expect(mobileText('', 'Our Products', 'منتجاتنا')).toBe('منتجاتنا');
    expect(mobileText('Our Products', 'Our Products', 'منتجاتنا')).toBe('منتجاتنا');
    expect(mobileText('Treats', 'Our Products', 'منتجاتنا')).toBe('Treats');
  });
});
