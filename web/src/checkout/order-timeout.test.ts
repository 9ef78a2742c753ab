import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTimeoutFailure, OrderTimeoutError, ORDER_TIMEOUT_MS, withOrderTimeout } from './order-timeout';

describe('the order timeout race (10 seconds)', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects with a timeout when the server has not answered after 10 s', async () => {
    vi.useFakeTimers();
    const race = withOrderTimeout(new Promise(() => undefined));
    const outcome = expect(race).rejects.toBeInstanceOf(OrderTimeoutError);
    await vi.advanceTimersByTimeAsync(ORDER_TIMEOUT_MS);
    await outcome;
  });

  it("passes the server's answer through when it comes in time", async () => {
    vi.useFakeTimers();
    const race = withOrderTimeout(new Promise((resolve) => setTimeout(() => resolve('order 7'), ORDER_TIMEOUT_MS - 1)));
    await vi.advanceTimersByTimeAsync(ORDER_TIMEOUT_MS - 1);
    await expect(race).resolves.toBe('order 7');
  });

  it('counts failures that mention a timeout or taking longer than expected', () => {
    expect(isTimeoutFailure(new OrderTimeoutError())).toBe(true);
    expect(isTimeoutFailure(new Error('Gateway Timeout'))).toBe(true);
    expect(isTimeoutFailure(new Error('The request timed out'))).toBe(true);
    expect(isTimeoutFailure(new Error('This is taking longer than expected'))).toBe(true);
    expect(isTimeoutFailure(new Error('Invalid voucher code'))).toBe(false);
  });
});
