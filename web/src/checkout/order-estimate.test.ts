import { describe, expect, it } from 'vitest';
import { estimateOrder } from './order-estimate';

describe('the checkout estimate (total = subtotal + 2 - discount)', () => {
  it('adds the 2 BD delivery and takes off the discount, exactly', () => {
    expect(estimateOrder(23.5, 2.35)).toEqual({ subtotal: 23.5, delivery: 2, discount: 2.35, total: 23.15 });
    expect(estimateOrder(0.3, 0.1).total).toBe(2.2);
  });
});
