import type { ApolloClient } from '@apollo/client';
import { CartProductNamesDocument } from '../graphql/generated';
import { cart, cartNamesOf, cartProductIds } from './cart-store';

/**
 * Keeps the names in the cart (products and their choices) in the interface's language. A line holds the product as it was
 * added (docs/product.md#local-storage: cart-storage), so a cake added in English would stay English after a switch to
 * Arabic: on a switch the names are asked of the catalog in the new language (a small read the
 * server caches) and the lines renamed. A product the catalog no longer has keeps its name; a
 * failed read leaves the names as they were, which the next switch tries again.
 */
export async function renameCartLines(client: ApolloClient): Promise<void> {
  if (cart.items().length === 0) return;
  const { data } = await client.query({
    query: CartProductNamesDocument,
    variables: { ids: cartProductIds(cart.items()) },
    fetchPolicy: 'network-only',
  });
  if (data) cart.rename(cartNamesOf(data.products));
}
