import { describe, expect, it } from 'vitest';
import { demoOrderInput } from './checkout-testing';
import { emptyCheckoutValues, toOrderInput } from './checkout-values';

const filled = { ...emptyCheckoutValues, customerName: 'Fatima', whatsapp: '+973 3900 1234', address: 'Road 12' };

describe('the order checkout sends', () => {
  it('sends trimmed texts, products by id and quantity, and the applied voucher', () => {
    const input = toOrderInput(
      {
        customerName: '  Fatima ',
        whatsapp: ' +973 3900 1234 ',
        address: ' Road 12 ',
        note: '  ',
        paymentMethod: 'cash',
      },
      [{ id: '7', name: 'Cake', price: 5, image: null, quantity: 2 }],
      'SAVE10',
    );
    expect(input).toEqual({ ...demoOrderInput, voucherCode: 'SAVE10' });
  });

  it('sends the message on the cake of the lines that have one, and one line per product and message', () => {
    const cake = { id: '7', name: 'Cake', price: 5, image: null };
    const input = toOrderInput(filled, [
      { ...cake, quantity: 1, message: 'Happy Birthday Sara' },
      { ...cake, quantity: 2 },
    ]);
    expect(input.items).toEqual([
      { productId: '7', quantity: 1, message: 'Happy Birthday Sara' },
      { productId: '7', quantity: 2 },
    ]);
  });
});
