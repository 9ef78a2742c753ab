import { useMemo } from 'react';
import { useCartProductNamesQuery } from '../graphql/generated';
import type { CartItem } from './cart-store';

/**
 * A cart line's product name in the interface's language. The cart keeps each product as it
 * was added, so a cake added in English stays English after a switch to Arabic; the catalog,
 * asked in the current language (a small read, cached by the server), names it. Until it
 * answers, and for a product it no longer has, the stored name shows.
 */
export function useProductName(): (item: CartItem) => string {
  const { data } = useCartProductNamesQuery();
  const names = useMemo(() => new Map(data?.products.map((product) => [product.id, product.name])), [data]);
  return (item) => names.get(item.id) ?? item.name;
}
