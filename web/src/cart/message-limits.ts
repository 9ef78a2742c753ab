import { useCartAvailabilityQuery } from '../graphql/generated';
import type { CartItem } from './cart-store';

/**
 * The longest message each product in the cart takes, by product id, as the catalog
 * has it now (the same query as the sold-out check, so no second request). A product that takes
 * none is absent; until the answer comes, the map is empty.
 */
export function useMessageLimits(items: readonly CartItem[]): ReadonlyMap<string, number> {
  const { data } = useCartAvailabilityQuery({ skip: items.length === 0, fetchPolicy: 'cache-first' });
  const limits = new Map<string, number>();
  for (const product of data?.products ?? []) {
    if (product.messageMaxLength != null) limits.set(product.id, product.messageMaxLength);
  }
  return limits;
}
