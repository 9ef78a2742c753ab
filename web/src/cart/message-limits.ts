import { useQuery } from '@apollo/client/react';
import { cartProductIds, type CartItem } from './cart-store';
import { CartAvailabilityDocument } from '../graphql/generated';

/**
 * The longest message each product in the cart takes, by product id, as the catalog
 * has it now (the same query as the sold-out check, so no second request). A product that takes
 * none is absent; until the answer comes, the map is empty.
 */
export function useMessageLimits(items: readonly CartItem[]): ReadonlyMap<string, number> {
  const { data, previousData } = useQuery(CartAvailabilityDocument, {
    variables: { ids: cartProductIds(items) },
    skip: items.length === 0,
    fetchPolicy: 'cache-first',
  });
  const limits = new Map<string, number>();
  // While a changed cart's answer is on its way, the last one still knows the lines it had.
  for (const product of (data ?? previousData)?.products ?? []) {
    if (product.messageMaxLength != null) limits.set(product.id, product.messageMaxLength);
  }
  return limits;
}
