import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { CartAvailabilityDocument } from '../graphql/generated';
import { cart, cartNamesOf, cartProductIds, type CartItem } from './cart-store';

/**
 * Names the cart's lines as the catalog names their products now, in the page's language, when
 * the cart or checkout shows: lines keep the names they were added under, and a switch of
 * language renames them (cart-language.ts), but a page opened in the other language by its
 * address (`?lang=ar`) or after a switch in another tab would show them in the old one. The
 * same query as the sold-out check, so no second request.
 */
export function useCartNamesInLanguage(items: readonly CartItem[]): void {
  const { data } = useQuery(CartAvailabilityDocument, {
    variables: { ids: cartProductIds(items) },
    skip: items.length === 0,
    fetchPolicy: 'cache-first',
  });
  useEffect(() => {
    if (data) cart.rename(cartNamesOf(data.products));
  }, [data]);
}
