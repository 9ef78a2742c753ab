import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../app/apollo-client';
import { CartProductNamesDocument } from '../graphql/generated';
import { server } from '../testing/msw-server';
import { renameCartLines } from './cart-language';
import { cart } from './cart-store';

const cake = { id: '1', name: 'Chocolate Fudge Cake', price: 12.5, image: null };
const tart = { id: '9', name: 'Gone Tart', price: 3, image: null };

/** The catalog as the server answers it: the cake's name in the language asked for; the tart is no longer sold. */
function catalogByLanguage() {
  const languages: Array<string | null> = [];
  const askedIds: unknown[] = [];
  server.use(
    graphql.query(CartProductNamesDocument, ({ request, variables }) => {
      const language = request.headers.get('accept-language');
      languages.push(language);
      askedIds.push(variables.ids);
      return HttpResponse.json({
        data: { products: [{ id: '1', name: language === 'ar' ? 'كيكة شوكولاتة بالفدج' : cake.name, options: [] }] },
      });
    }),
  );
  return { languages, askedIds };
}

afterEach(() => cart.clear());

describe('renameCartLines', () => {
  it("names the lines in the client's language, keeping a product the catalog no longer has", async () => {
    cart.add(cake);
    cart.add(tart);
    cart.setQuantity('1', 3);
    const { languages, askedIds } = catalogByLanguage();

    await renameCartLines(createApolloClient(() => 'ar'));

    expect(languages).toEqual(['ar']);
    // The cart's own products only, each once: a cart costs the same in a catalogue of any size.
    expect(askedIds).toEqual([['1', '9']]);
    expect(cart.items()).toEqual([
      { ...cake, name: 'كيكة شوكولاتة بالفدج', quantity: 3 },
      { ...tart, quantity: 1 },
    ]);
  });

  it('asks nothing for an empty cart', async () => {
    const { languages } = catalogByLanguage();
    await renameCartLines(createApolloClient(() => 'ar'));
    expect(languages).toEqual([]);
  });
});
