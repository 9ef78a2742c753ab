import { useEffect, useState } from 'react';

/**
 * The storefront pages whose texts are the extended texts' defaults. Their texts come with each
 * page's code (feature-texts.ts), so the Navigation page loads the pages when its texts part
 * opens. Not their `*-texts` modules: a module shared by one storefront page and the back office
 * goes into the chunk every storefront page downloads (build/storefront-build.plugin.ts), while
 * a page stays in its own chunk whoever loads it. The menu, loading and footer texts are in
 * the first download already.
 */
const loadPages = () =>
  Promise.all([
    import('../../home/home-page'),
    import('../../catalog/products-page'),
    import('../../cart/cart-page'),
    import('../../checkout/checkout-page'),
    import('../../orders/order-confirmation-page'),
  ]);

/** Starts loading the pages' texts once `wanted`; the component draws again when they have arrived. */
export function useStorefrontDefaults(wanted: boolean): void {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    // Without them the texts are still edited; only their placeholders are missing.
    loadPages().then(
      () => current && setLoaded(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
}
