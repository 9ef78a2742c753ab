import { describe, expect, it } from 'vitest';
import { demoOrderInput as order } from './checkout-testing';
import { forgetOrderAttempt, idempotencyKeyFor } from './idempotency-key';

describe('order idempotency keys', () => {
  it('sends the same order again with the same key, so the server cannot place it twice', () => {
    const first = idempotencyKeyFor(order);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKeyFor({ ...order })).toBe(first);
  });

  it('gives a different order a new key', () => {
    const first = idempotencyKeyFor(order);
    expect(idempotencyKeyFor({ ...order, items: [{ productId: '7', quantity: 3 }] })).not.toBe(first);
  });

  it('starts over after a confirmed order', () => {
    const first = idempotencyKeyFor(order);
    forgetOrderAttempt();
    expect(idempotencyKeyFor(order)).not.toBe(first);
  });
});
