import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CartAvailabilityDocument, PlaceOrderDocument } from '../graphql/generated';
import { brownieMix, demoProducts, redVelvetCake } from '../testing/fixtures';
import { server } from '../testing/msw-server';
import { plainText } from '../testing/plain-text';
import { renderRoute } from '../testing/render-route';
import { fillCustomer, storeDemoCart } from './checkout-testing';

// A cart holds products as they were added; one sold out since then is named at the
// cart and the checkout, and the server's refusal of the order is shown there.

/** The catalog's availability, with these products sold out; answers how often it was asked. */
function serveAvailability(soldOut: () => readonly string[]) {
  const asked = { count: 0 };
  server.use(
    graphql.query(CartAvailabilityDocument, () => {
      asked.count += 1;
      const ids = soldOut();
      return HttpResponse.json({
        data: {
          products: demoProducts.map(({ __typename, id, name }) => ({
            __typename,
            id,
            name,
            available: !ids.includes(id),
            messageMaxLength: null,
            options: [],
          })),
        },
      });
    }),
  );
  return asked;
}

const soldOutText = `Sold out: ${redVelvetCake.name}. Remove it from your cart to place your order.`;

describe('a sold-out product in the cart', () => {
  it('is marked on its cart line, with a notice', async () => {
    storeDemoCart();
    serveAvailability(() => [redVelvetCake.id]);
    await renderRoute('/cart');

    const lines = within(await screen.findByRole('list', { name: 'Items in your cart' }));
    const line = within(lines.getByRole('heading', { name: redVelvetCake.name }).closest('li')!);
    expect(await line.findByText('Sold out')).toBeInTheDocument();
    expect(
      within(lines.getByRole('heading', { name: brownieMix.name }).closest('li')!).queryByText('Sold out'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(soldOutText);
  });

  it('is named at checkout when the page shows', async () => {
    storeDemoCart();
    serveAvailability(() => [redVelvetCake.id]);
    await renderRoute('/checkout');

    expect(await screen.findByText(soldOutText)).toHaveAttribute('role', 'alert');
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText(/Sold out\)/)).toBeInTheDocument();
  });

  it("shows the server's 409 refusal naming the product, and marks the line once the refusal comes", async () => {
    storeDemoCart();
    let soldOut: string[] = [];
    const asked = serveAvailability(() => soldOut);
    server.use(
      graphql.mutation(PlaceOrderDocument, () => {
        return HttpResponse.json({
          errors: [{ message: `${redVelvetCake.name} is sold out`, extensions: { code: 'CONFLICT' } }],
        });
      }),
    );
    const { user, router } = await renderRoute('/checkout');
    await fillCustomer(user);
    expect(screen.queryByText(soldOutText)).not.toBeInTheDocument();
    const before = asked.count;

    // The cake sells out while the shopper fills in the form.
    soldOut = [redVelvetCake.id];
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText(`${redVelvetCake.name} is sold out`, { normalizer: plainText })).toBeInTheDocument();
    expect(await screen.findByText(soldOutText)).toBeInTheDocument();
    expect(asked.count).toBeGreaterThan(before);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(JSON.parse(localStorage.getItem('cart-storage')!).state.items).toHaveLength(2);
  });

  it('says it in Arabic', async () => {
    storeDemoCart();
    serveAvailability(() => [redVelvetCake.id, brownieMix.id]);
    await renderRoute('/checkout', { language: 'ar' });
    const alert = await screen.findByText(/^نفدت الكمية: /);
    expect(alert).toHaveTextContent('أزِلها من سلتك لإتمام طلبك.');
  });

  it("words the server's refusal in Arabic for an Arabic page", async () => {
    storeDemoCart();
    server.use(
      graphql.mutation(PlaceOrderDocument, () =>
        HttpResponse.json({ errors: [{ message: 'كيكة ريد فيلفت is sold out', extensions: { code: 'CONFLICT' } }] }),
      ),
    );
    const { user } = await renderRoute('/checkout', { language: 'ar' });
    await user.type(await screen.findByLabelText(/^الاسم الكامل/), 'Fatima Ali');
    await user.type(screen.getByLabelText(/^رقم واتساب/), '+973 3900 1234');
    await user.type(screen.getByLabelText(/^عنوان التوصيل/), 'Road 12, Block 3, Manama');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByText('نفدت كمية كيكة ريد فيلفت', { normalizer: plainText })).toBeInTheDocument();
  });
});
