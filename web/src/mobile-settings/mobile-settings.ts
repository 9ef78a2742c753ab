import { createStoredValue, isRecord, parseJson, useStoredValue } from '../shared/stored-value';

/**
 * The mobile settings (docs/product.md#mobile-settings): kept in this browser only (key
 * mobileSettings), merged over these defaults, synced across tabs, never sent to a server. The
 * admin page writes them with mobileSettings.set; the storefront reads them with useMobileSettings.
 */
export const bottomNavKeys = ['home', 'products', 'cart', 'search', 'profile'] as const;
export type BottomNavKey = (typeof bottomNavKeys)[number];

export interface BottomNavItem {
  enabled: boolean;
  label: string;
  icon: string;
}

export type MobileImageQuality = 'low' | 'medium' | 'high';

export interface MobileSettings {
  showBottomNav: boolean;
  bottomNavItems: Record<BottomNavKey, BottomNavItem>;
  showMobileHeader: boolean;
  mobileHeaderTitle: string;
  showLanguageSwitcher: boolean;
  showSearchInHeader: boolean;
  productsPerRow: number;
  showPricesOnMobile: boolean;
  mobileCartFloating: boolean;
  enableSwipeGestures: boolean;
  simplifiedCheckout: boolean;
  onePageCheckout: boolean;
  mobilePaymentMethods: string[];
  heroImageMobile: string;
  logoImageMobile: string;
  aboutTextMobile: string;
  welcomeMessageMobile: string;
  footerTextMobile: string;
  contactInfoMobile: string;
  deliveryInfoMobile: string;
  homePageTitle: string;
  homePageSubtitle: string;
  shopPageTitle: string;
  cartPageTitle: string;
  checkoutPageTitle: string;
  aboutPageTitle: string;
  addToCartText: string;
  buyNowText: string;
  checkoutText: string;
  continueShoppingText: string;
  viewCartText: string;
  enableLazyLoading: boolean;
  optimizeImagesForMobile: boolean;
  lazyLoadImages: boolean;
  compressImages: boolean;
  enablePWA: boolean;
  mobileImageQuality: MobileImageQuality;
}

/**
 * The defaults of docs/product.md#mobile-settings. The default texts are the English wording there, which is
 * also our English translation (a test holds them together): a text still at its default (or
 * empty) is shown in the shopper's language; only a text the owner changed is shown as typed
 * (see mobileText). They are written out here rather than read from the page texts, which load
 * with their pages.
 */
export const defaultMobileSettings: MobileSettings = {
  showBottomNav: true,
  bottomNavItems: {
    home: { enabled: true, label: 'Home', icon: 'home' },
    products: { enabled: true, label: 'Shop', icon: 'shop' },
    cart: { enabled: true, label: 'Cart', icon: 'cart' },
    search: { enabled: true, label: 'Search', icon: 'search' },
    profile: { enabled: true, label: 'Profile', icon: 'profile' },
  },
  showMobileHeader: true,
  mobileHeaderTitle: '',
  showLanguageSwitcher: true,
  showSearchInHeader: false,
  productsPerRow: 2,
  showPricesOnMobile: true,
  mobileCartFloating: true,
  enableSwipeGestures: true,
  simplifiedCheckout: true,
  onePageCheckout: true,
  mobilePaymentMethods: ['cash', 'card'],
  heroImageMobile: '',
  logoImageMobile: '',
  aboutTextMobile: '',
  welcomeMessageMobile: '',
  footerTextMobile: '',
  contactInfoMobile: '',
  deliveryInfoMobile: '',
  // The home title defaults to the shop's name, which comes from the site settings.
  homePageTitle: '',
  homePageSubtitle: 'Delicious sweets delivered to your door',
  shopPageTitle: 'Our Products',
  cartPageTitle: 'Your Cart',
  checkoutPageTitle: 'Checkout',
  aboutPageTitle: 'About Us',
  addToCartText: 'Add to Cart',
  buyNowText: 'Buy Now',
  checkoutText: 'Checkout',
  continueShoppingText: 'Continue Shopping',
  viewCartText: 'View Cart',
  enableLazyLoading: true,
  optimizeImagesForMobile: false,
  lazyLoadImages: false,
  compressImages: false,
  enablePWA: false,
  mobileImageQuality: 'medium',
};

/** The local storage key (docs/product.md#local-storage). */
export const mobileSettingsStorageKey = 'mobileSettings';

/** Products per row on phones is 1 to 3 (docs/product.md#mobile-settings). */
export function clampProductsPerRow(value: number): number {
  return Number.isFinite(value) ? Math.min(3, Math.max(1, Math.round(value))) : defaultMobileSettings.productsPerRow;
}

/** A stored value counts only when it has the default's type; anything else keeps the default. */
function sameType<T>(stored: unknown, fallback: T): T {
  if (Array.isArray(fallback)) return (Array.isArray(stored) ? stored : fallback) as T;
  return typeof stored === typeof fallback ? (stored as T) : fallback;
}

function mergeBottomNav(stored: unknown): MobileSettings['bottomNavItems'] {
  const items = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    bottomNavKeys.map((key) => {
      const fallback = defaultMobileSettings.bottomNavItems[key];
      const item = isRecord(items[key]) ? items[key] : {};
      return [
        key,
        {
          enabled: sameType(item.enabled, fallback.enabled),
          label: sameType(item.label, fallback.label),
          icon: sameType(item.icon, fallback.icon),
        },
      ];
    }),
  ) as MobileSettings['bottomNavItems'];
}

export function parseMobileSettings(raw: string | null): MobileSettings {
  const stored = parseJson(raw);
  if (raw !== null && !isRecord(stored)) {
    // Unreadable stored settings are only logged, since the shopper could do nothing about them; the defaults apply.
    console.warn(`Ignoring unreadable ${mobileSettingsStorageKey} in local storage`);
  }
  const values = isRecord(stored) ? stored : {};
  const merged = Object.fromEntries(
    Object.entries(defaultMobileSettings).map(([key, fallback]) => [key, sameType(values[key], fallback)]),
  ) as unknown as MobileSettings;
  const quality = merged.mobileImageQuality;
  return {
    ...merged,
    bottomNavItems: mergeBottomNav(values.bottomNavItems),
    productsPerRow: clampProductsPerRow(merged.productsPerRow),
    mobileImageQuality: ['low', 'medium', 'high'].includes(quality) ? quality : 'medium',
  };
}

export const mobileSettings = createStoredValue<MobileSettings>({
  key: mobileSettingsStorageKey,
  parse: parseMobileSettings,
  serialize: (settings) => JSON.stringify(settings),
});

export function useMobileSettings(): MobileSettings {
  return useStoredValue(mobileSettings);
}

/**
 * A text of the mobile settings as the shopper should read it: what the owner typed, or the
 * translation when the text is empty or still the English default.
 */
export function mobileText(stored: string, englishDefault: string, translated: string): string {
  const text = stored.trim();
  return text === '' || text === englishDefault ? translated : text;
}
