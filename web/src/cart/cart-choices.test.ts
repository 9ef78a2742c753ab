import { describe, expect, it } from 'vitest';
import { toOrderInput } from '../checkout/checkout-values';
import {
  cartLineKey,
  isLine,
  parseCart,
  withLineAdded,
  withMessage,
  withNames,
  withProductAdded,
  type CartItem,
} from './cart-store';

const cake = { id: '11', name: 'Chocolate Fudge Cake', price: 6, image: null };
const eightInch = { id: '2', option: 'Size', name: '8 inch' };
const tenInch = { id: '3', option: 'Size', name: '10 inch' };
const candles = { id: '5', option: 'Add-ons', name: 'Candles' };

describe('a cake with its choices: lines by product, choices and message', () => {
  it('keeps the same cake in two sizes as two lines, each at its own price', () => {
    let items = withLineAdded([], { ...cake, price: 8, choices: [eightInch] }, 1);
    items = withLineAdded(items, { ...cake, price: 10, choices: [tenInch] }, 2);
    expect(items).toEqual([
      { ...cake, price: 8, choices: [eightInch], quantity: 1 },
      { ...cake, price: 10, choices: [tenInch], quantity: 2 },
    ]);
  });

  it('adds to the line of the same choices, whatever order they were picked in, and not to the bare product', () => {
    let items = withProductAdded([], cake);
    items = withLineAdded(items, { ...cake, price: 8.5, choices: [eightInch, candles] }, 1);
    items = withLineAdded(items, { ...cake, price: 8.5, choices: [candles, eightInch] }, 3);
    expect(items.map((item) => item.quantity)).toEqual([1, 4]);
    expect(isLine(items[1]!, { id: cake.id, choices: [candles, eightInch] })).toBe(true);
    expect(isLine(items[1]!, cake.id)).toBe(false);
  });

  it('gives each line a key of its own', () => {
    const keys = [
      cartLineKey({ id: '11' }),
      cartLineKey({ id: '11', choices: [eightInch] }),
      cartLineKey({ id: '11', choices: [eightInch], message: 'Happy Birthday Sara' }),
      cartLineKey({ id: '11', message: 'Happy Birthday Sara' }),
    ];
    expect(new Set(keys).size).toBe(4);
  });

  it('adds the message written on the product page to the line, and merges by message within the same choices only', () => {
    let items = withLineAdded([], { ...cake, price: 8, choices: [eightInch], message: ' Happy Birthday Sara ' }, 1);
    items = withLineAdded(items, { ...cake, price: 8, choices: [eightInch] }, 1);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ message: 'Happy Birthday Sara', choices: [eightInch] });
    items = withMessage(items, items[1]!, 'Happy Birthday Sara');
    expect(items).toEqual([{ ...cake, price: 8, choices: [eightInch], message: 'Happy Birthday Sara', quantity: 2 }]);
  });

  it('renames the choices when the language switches, keeping a choice the catalog no longer has', () => {
    const items: CartItem[] = [{ ...cake, price: 8.5, choices: [eightInch, candles], quantity: 1 }];
    const renamed = withNames(items, {
      products: new Map([['11', 'كيكة شوكولاتة بالفدج']]),
      choices: new Map([['2', { option: 'الحجم', name: '٨ إنش' }]]),
    });
    expect(renamed[0]).toMatchObject({
      name: 'كيكة شوكولاتة بالفدج',
      choices: [{ id: '2', option: 'الحجم', name: '٨ إنش' }, candles],
    });
  });

  it('reads older carts without choices, and drops a line whose choices cannot be read rather than order it without them', () => {
    const stored = JSON.stringify({
      state: {
        items: [
          { ...cake, quantity: 1 },
          { ...cake, price: 8, quantity: 1, choices: [eightInch] },
          { ...cake, price: 8, quantity: 1, choices: [{ id: '2' }] },
          { ...cake, price: 8, quantity: 1, choices: 'big' },
          { ...cake, quantity: 2, choices: [] },
        ],
      },
      version: 0,
    });
    expect(parseCart(stored)).toEqual([
      { ...cake, quantity: 1 },
      { ...cake, price: 8, quantity: 1, choices: [eightInch] },
      { ...cake, quantity: 2 },
    ]);
  });

  it("sends each line's choices by id with the order, and none for a line without", () => {
    const values = {
      customerName: 'Sara',
      whatsapp: '+97333001122',
      address: 'Adliya',
      note: '',
      paymentMethod: 'cash',
    };
    const input = toOrderInput(values, [
      { ...cake, price: 8.5, choices: [eightInch, candles], message: 'Happy Birthday Sara', quantity: 1 },
      { ...cake, quantity: 2 },
    ]);
    expect(input.items).toEqual([
      { productId: '11', quantity: 1, message: 'Happy Birthday Sara', choiceIds: ['2', '5'] },
      { productId: '11', quantity: 2 },
    ]);
  });
});
