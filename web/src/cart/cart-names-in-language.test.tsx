import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CartAvailabilityDocument } from '../graphql/generated';
import { brownieMix, redVelvetCake, storeCart } from '../testing/fixtures';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';

const arabicNames: Record<string, string> = { [redVelvetCake.id]: 'كيكة ريد فيلفيت', [brownieMix.id]: 'خلطة براونيز' };

/** The catalog's availability in the language asked for: the Arabic names for an Arabic request. */
function serveAvailabilityByLanguage() {
  server.use(
    graphql.query(CartAvailabilityDocument, ({ request, variables }) => {
      const arabic = request.headers.get('accept-language') === 'ar';
      return HttpResponse.json({
        data: {
          products: [redVelvetCake, brownieMix]
            .filter((product) => variables.ids.includes(product.id))
            .map(({ __typename, id, name }) => ({
              __typename,
              id,
              name: arabic ? arabicNames[id]! : name,
              available: true,
              messageMaxLength: null,
              options: [],
            })),
        },
      });
    }),
  );
}

describe('the names of a cart filled in one language and opened in the other', () => {
  it.each(['/cart', '/checkout'])('are the page language’s at %s', async (path) => {
    // Filled in English, then opened from an address asking for Arabic.
    storeCart([
      { product: redVelvetCake, quantity: 2 },
      { product: brownieMix, quantity: 1 },
    ]);
    serveAvailabilityByLanguage();
    await renderRoute(path, { language: 'ar' });

    expect(await screen.findAllByText(new RegExp(arabicNames[redVelvetCake.id]!))).not.toHaveLength(0);
    expect(screen.getAllByText(new RegExp(arabicNames[brownieMix.id]!))).not.toHaveLength(0);
    expect(screen.queryAllByText(new RegExp(redVelvetCake.name))).toHaveLength(0);
    const stored = JSON.parse(localStorage.getItem('cart-storage')!).state.items as { name: string }[];
    expect(stored.map((item) => item.name)).toEqual([arabicNames[redVelvetCake.id], arabicNames[brownieMix.id]]);
  });
});
