import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { extendedTextGroups, extendedTexts, groupKeys } from './extended-texts';
import './site-settings-texts';
// The storefront pages' texts, as the page loads them with the pages (storefront-defaults.ts).
import '../../cart/cart-texts';
import '../../catalog/catalog-texts';
import '../../checkout/checkout-texts';
import '../../home/home-texts';
import '../../orders/order-confirmation-texts';

describe('the extended texts the Navigation page offers', () => {
  it("shows every text the storefront reads once, each with its default in English and in Arabic", () => {
    const shown = extendedTextGroups.flatMap(groupKeys);
    expect(new Set(shown).size).toBe(shown.length);
    for (const key of shown) {
      const { defaultText } = extendedTexts[key];
      if (!defaultText) continue;
      for (const lng of ['en', 'ar']) expect(i18n.exists(defaultText, { lng }), `${key} ${lng}`).toBe(true);
      expect(i18n.getFixedT('ar')(defaultText)).not.toBe(i18n.getFixedT('en')(defaultText));
    }
  });

  it('labels every text it shows in both languages', () => {
    for (const key of extendedTextGroups.flatMap(groupKeys)) {
      for (const lng of ['en', 'ar']) {
        expect(i18n.exists(`adminSettings.navigation.texts.labels.${key}`, { lng }), `${key} ${lng}`).toBe(true);
      }
    }
  });
});
