import { describe, expect, it } from 'vitest';
import { cartTexts } from '../../cart/cart-texts';
import { catalogTexts } from '../../catalog/catalog-texts';
import { checkoutTexts } from '../../checkout/checkout-texts';
import { homeTexts } from '../../home/home-texts';
import { addFeatureTexts } from '../../i18n/feature-texts';
import { i18n } from '../../i18n/i18n';
import { orderConfirmationTexts } from '../../orders/order-confirmation-texts';
import { extendedTextGroups, extendedTexts, groupKeys } from './extended-texts';
import { siteSettingsTexts } from './site-settings-texts';
import { defaultsNamespaces } from './storefront-defaults';

// The settings page's namespace and the storefront pages', as the page loads them (storefront-defaults.ts).
for (const texts of [siteSettingsTexts, homeTexts, catalogTexts, cartTexts, checkoutTexts, orderConfirmationTexts]) {
  addFeatureTexts(i18n, texts);
}

describe('the extended texts the Navigation page offers', () => {
  it('shows every text the storefront reads once, each with its default in English and in Arabic', () => {
    const shown = extendedTextGroups.flatMap(groupKeys);
    expect(new Set(shown).size).toBe(shown.length);
    for (const key of shown) {
      const { defaultText } = extendedTexts[key];
      if (!defaultText) continue;
      for (const lng of ['en', 'ar']) expect(i18n.exists(defaultText, { lng }), `${key} ${lng}`).toBe(true);
      expect(i18n.getFixedT('ar', defaultsNamespaces)(defaultText)).not.toBe(
        i18n.getFixedT('en', defaultsNamespaces)(defaultText),
      );
    }
  });

  it('labels every text it shows in both languages', () => {
    for (const key of extendedTextGroups.flatMap(groupKeys)) {
      for (const lng of ['en', 'ar']) {
        expect(
          i18n.exists(`adminSiteSettings:adminSettings.navigation.texts.labels.${key}`, { lng }),
          `${key} ${lng}`,
        ).toBe(true);
      }
    }
  });
});
