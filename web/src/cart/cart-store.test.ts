import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cart,
  cartCount,
  cartStorageKey,
  cartSubtotal,
  parseCart,
  useCartItems,
  withMessage,
  withProductAdded,
  withQuantity,
  type CartItem,
} from './cart-store';

const cake = { id: '1', name: 'Chocolate Fudge Cake', price: 12.5, image: null };
const mix = { id: '2', name: 'Brownie Mix', price: 0.1, image: '/uploads/mix.png' };

describe('cart rules', () => {
  it('starts a new product at quantity 1', () => {
    expect(withProductAdded([], cake)).toEqual([{ ...cake, quantity: 1 }]);
  });

  it('raises the quantity of a product already in the cart by 1, keeping one line', () => {
    const items = withProductAdded(withProductAdded([], cake), cake);
    expect(items).toEqual([{ ...cake, quantity: 2 }]);
  });

  it('sets a quantity, and removes the line at 0 or less', () => {
    const items: CartItem[] = [
      { ...cake, quantity: 2 },
      { ...mix, quantity: 1 },
    ];
    expect(withQuantity(items, '1', 5)).toEqual([
      { ...cake, quantity: 5 },
      { ...mix, quantity: 1 },
    ]);
    expect(withQuantity(items, '1', 0)).toEqual([{ ...mix, quantity: 1 }]);
    expect(withQuantity(items, '2', -3)).toEqual([{ ...cake, quantity: 2 }]);
  });

  it('counts the sum of the quantities for the badge, not the lines', () => {
    expect(
      cartCount([
        { ...cake, quantity: 2 },
        { ...mix, quantity: 3 },
      ]),
    ).toBe(5);
    expect(cartCount([])).toBe(0);
  });

  it('totals price x quantity exactly, in fils', () => {
    expect(cartSubtotal([{ ...mix, quantity: 3 }])).toBe(0.3);
    expect(
      cartSubtotal([
        { ...cake, quantity: 2 },
        { ...mix, quantity: 1 },
      ]),
    ).toBe(25.1);
  });
});

describe('cart storage (cart-storage)', () => {
  it('keeps the lines under cart-storage as {state: {items}, version}', () => {
    cart.add(cake);
    cart.add(cake);
    expect(JSON.parse(localStorage.getItem(cartStorageKey)!)).toEqual({
      state: { items: [{ ...cake, quantity: 2 }] },
      version: 0,
    });
    cart.clear();
    expect(JSON.parse(localStorage.getItem(cartStorageKey)!).state.items).toEqual([]);
  });

  it('drops damaged lines and damaged storage instead of failing', () => {
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart(JSON.stringify({ items: [] }))).toEqual([]);
    const stored = {
      state: {
        items: [
          { ...cake, quantity: 1 },
          { id: '9', name: 'No price', quantity: 1 },
          { ...mix, quantity: 0 },
        ],
      },
    };
    expect(parseCart(JSON.stringify(stored))).toEqual([{ ...cake, quantity: 1 }]);
  });

  it("follows another tab's changes", () => {
    const { result } = renderHook(() => useCartItems());
    expect(result.current).toEqual([]);

    const otherTab = JSON.stringify({ state: { items: [{ ...mix, quantity: 4 }] }, version: 0 });
    act(() => {
      localStorage.setItem(cartStorageKey, otherTab);
      window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey, newValue: otherTab }));
    });

    expect(result.current).toEqual([{ ...mix, quantity: 4 }]);
  });
});

describe('a message on the cake: lines by product and message', () => {
  it('reads carts saved before messages as lines without one, and a stored message trimmed', () => {
    const stored = {
      state: {
        items: [
          { ...cake, quantity: 1 },
          { ...cake, quantity: 2, message: ' Happy Birthday Sara ' },
          { ...mix, quantity: 1, message: '  ' },
        ],
      },
      version: 0,
    };
    expect(parseCart(JSON.stringify(stored))).toEqual([
      { ...cake, quantity: 1 },
      { ...cake, quantity: 2, message: 'Happy Birthday Sara' },
      { ...mix, quantity: 1 },
    ]);
  });

  it('keeps the same cake with two messages as two lines, adding to the line without a message', () => {
    const withSara = withMessage(withProductAdded([], cake), '1', 'Happy Birthday Sara');
    expect(withSara).toEqual([{ ...cake, quantity: 1, message: 'Happy Birthday Sara' }]);
    const twoLines = withProductAdded(withSara, cake);
    expect(twoLines).toEqual([
      { ...cake, quantity: 1, message: 'Happy Birthday Sara' },
      { ...cake, quantity: 1 },
    ]);
    expect(withQuantity(twoLines, { id: '1', message: 'Happy Birthday Sara' }, 3)).toEqual([
      { ...cake, quantity: 3, message: 'Happy Birthday Sara' },
      { ...cake, quantity: 1 },
    ]);
    expect(withQuantity(twoLines, '1', 0)).toEqual([{ ...cake, quantity: 1, message: 'Happy Birthday Sara' }]);
  });

  it('merges a line into the one whose message it takes, and a blank message removes it', () => {
    const items: CartItem[] = [
      { ...cake, quantity: 2, message: 'Congratulations' },
      { ...cake, quantity: 1, message: 'Happy Birthday' },
    ];
    expect(withMessage(items, { id: '1', message: 'Happy Birthday' }, ' Congratulations ')).toEqual([
      { ...cake, quantity: 3, message: 'Congratulations' },
    ]);
    expect(withMessage(items, { id: '1', message: 'Happy Birthday' }, '   ')).toEqual([
      { ...cake, quantity: 2, message: 'Congratulations' },
      { ...cake, quantity: 1 },
    ]);
  });

  it('stores the message in cart-storage with its line', () => {
    cart.add(cake);
    cart.setMessage('1', 'Happy Birthday Sara');
    expect(JSON.parse(localStorage.getItem(cartStorageKey)!).state.items).toEqual([
      { ...cake, quantity: 1, message: 'Happy Birthday Sara' },
    ]);
    cart.clear();
  });
});
