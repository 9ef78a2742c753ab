import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProductPageDocument } from '../graphql/generated';
import { brownieMix, cakeWithChoices, redVelvetCake } from '../testing/fixtures';
import { answerCatalog } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { plainText } from '../testing/plain-text';
import { renderRoute } from '../testing/render-route';
import { axeViolations } from '../testing/axe-violations';

const storedLines = () => JSON.parse(localStorage.getItem('cart-storage') ?? '{"state":{"items":[]}}').state.items;

/** The shop sells the cake with its sizes and add-ons, beside the demo's other products. */
function sellCakeWithChoices() {
  server.use(
    graphql.query(ProductPageDocument, ({ variables }) =>
      HttpResponse.json({ data: { findProduct: variables.id === cakeWithChoices.id ? cakeWithChoices : null } }),
    ),
    answerCatalog([redVelvetCake, cakeWithChoices, brownieMix]),
  );
}

describe('product page (/products/<id>)', () => {
  it('shows the product with its choices, asks for a required group first, and prices the line as chosen', async () => {
    sellCakeWithChoices();
    const { user, container } = await renderRoute(`/products/${cakeWithChoices.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Chocolate Fudge Cake' })).toBeInTheDocument();
    expect(screen.getByText('From 6.000 BD')).toBeInTheDocument();
    const size = screen.getByRole('group', { name: /Size/ });
    expect(within(size).getAllByRole('radio')).toHaveLength(3);
    expect(within(size).getByRole('radio', { name: /10 inch/ })).toBeDisabled();
    const addOns = screen.getByRole('group', { name: /Add-ons/ });
    expect(within(addOns).getAllByRole('checkbox')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose: Size');
    expect(within(size).getByRole('radio', { name: /6 inch/ })).toHaveFocus();
    expect(storedLines()).toEqual([]);

    await user.click(within(size).getByRole('radio', { name: /8 inch/ }));
    await user.click(within(addOns).getByRole('checkbox', { name: /Candles/ }));
    await user.click(within(addOns).getByRole('checkbox', { name: /Gift box/ }));
    // Two add-ons at most: the third box waits until one is unticked.
    expect(within(addOns).getByRole('checkbox', { name: /Sparkler/ })).toBeDisabled();
    await user.click(within(addOns).getByRole('checkbox', { name: /Gift box/ }));
    await user.type(screen.getByRole('textbox', { name: 'Message on the cake' }), 'Happy Birthday Sara');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Chocolate Fudge Cake' }));
    // 6.000 + 2.500 + 0.500, twice.
    expect(screen.getByText('18.000 BD')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('Chocolate Fudge Cake added to cart!', { normalizer: plainText }),
    ).toBeInTheDocument();
    expect(storedLines()).toEqual([
      {
        id: '11',
        name: 'Chocolate Fudge Cake',
        price: 9,
        image: null,
        quantity: 2,
        choices: [
          { id: '2', option: 'Size', name: '8 inch' },
          { id: '4', option: 'Add-ons', name: 'Candles' },
        ],
        message: 'Happy Birthday Sara',
      },
    ]);
  });

  it('shows a product sold without choices with its price, and Buy Now takes it to checkout', async () => {
    const { user, router } = await renderRoute(`/products/${brownieMix.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Brownie Mix' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Size/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(storedLines()).toEqual([{ id: brownieMix.id, name: 'Brownie Mix', price: 2.25, image: null, quantity: 1 }]);
  });

  it('shows the not-found page for an address that names no product', async () => {
    await renderRoute('/products/999');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});

describe("a card's choices", () => {
  it('links the name to the product page and shows From the lowest price', async () => {
    sellCakeWithChoices();
    await renderRoute('/products');
    const card = within(await screen.findByRole('article', { name: 'Chocolate Fudge Cake' }));
    expect(card.getByRole('link', { name: 'Chocolate Fudge Cake' })).toHaveAttribute('href', '/products/11');
    expect(card.getByText('From 6.000 BD')).toBeInTheDocument();
  });

  it('opens the choices when a group must be chosen, and adds the line once chosen', async () => {
    sellCakeWithChoices();
    const { user } = await renderRoute('/products');
    const card = within(await screen.findByRole('article', { name: 'Chocolate Fudge Cake' }));

    await user.click(card.getByRole('button', { name: 'Add to Cart' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chocolate Fudge Cake' }));
    expect(storedLines()).toEqual([]);
    await user.click(dialog.getByRole('radio', { name: /6 inch/ }));
    await user.click(dialog.getByRole('button', { name: 'Add to Cart' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedLines()).toMatchObject([{ id: '11', price: 6, quantity: 1, choices: [{ id: '1', name: '6 inch' }] }]);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });
});
