import type { ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../i18n/feature-texts';

/**
 * The storefront namespaces whose texts are the extended texts' defaults, loaded when the
 * Navigation page's texts part opens: they are the storefront pages' own, so the back office
 * fetches them only when wanted. The menu, loading and footer texts are shared texts, in the
 * first download already.
 */
const loadDefaults = () =>
  Promise.all([
    import('../../home/home-texts').then((module) => module.homeTexts),
    import('../../catalog/catalog-texts').then((module) => module.catalogTexts),
    import('../../cart/cart-texts').then((module) => module.cartTexts),
    import('../../checkout/checkout-texts').then((module) => module.checkoutTexts),
    import('../../orders/order-confirmation-texts').then((module) => module.orderConfirmationTexts),
  ]);

/** The namespaces the defaults are read in: the shared texts', then those pages'. */
export const defaultsNamespaces = ['translation', 'home', 'catalog', 'cart', 'checkout', 'orderConfirmation'] as const;

/** A default's key: a shared text's, or one of those namespaces' written `namespace:key`. */
export type StorefrontTextKey = ParseKeys<typeof defaultsNamespaces>;

/** Starts loading the defaults once `wanted`; the component draws again when they have arrived. */
export function useStorefrontDefaults(wanted: boolean): void {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    // Without them the texts are still edited; only their placeholders are missing.
    loadDefaults().then(
      (namespaces) => {
        namespaces.forEach((texts) => addFeatureTexts(i18n, texts));
        if (current) setLoaded(true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, i18n]);
}
