/** docs/product.md#checkout-page: creating an order is raced against a 10-second timeout on the client. */
export const ORDER_TIMEOUT_MS = 10_000;

export class OrderTimeoutError extends Error {
  constructor() {
    super('Order processing is taking longer than expected (timeout)');
    this.name = 'OrderTimeoutError';
  }
}

/** The request's answer, or an OrderTimeoutError when none came within the time. */
export function withOrderTimeout<T>(request: Promise<T>, timeoutMs = ORDER_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OrderTimeoutError()), timeoutMs);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A failure that mentions taking longer than expected or a timeout (docs/product.md#checkout-page): ours, or a
 * gateway's or the browser's timeout on the way.
 */
export function isTimeoutFailure(error: unknown): boolean {
  if (error instanceof OrderTimeoutError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /longer than expected|time(d)? ?out/i.test(message);
}
