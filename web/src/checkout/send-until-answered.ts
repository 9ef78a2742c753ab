import { ServerError } from '@apollo/client/errors';

/**
 * How long checkout waits before sending an order the shop never answered again: about 3.5 s in
 * all, well inside the order's 10-second timeout. The order keeps its idempotency key, so the
 * shop places it once however many times it arrives.
 */
export const RESEND_DELAYS_MS = [500, 1000, 2000] as const;

/** Statuses a gateway answers with for a shop that could not answer itself. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Whether the shop gave no answer of its own: the connection failed (fetch's TypeError), or a
 * load balancer or the server answered that it could not serve the request now (one replica
 * killed while placing it, none ready, the database restarting). A refusal is an answer, and
 * final.
 */
export function isNoAnswer(error: unknown): boolean {
  if (ServerError.is(error)) return GATEWAY_STATUSES.has(error.statusCode);
  return error instanceof TypeError;
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** `send()`'s answer, sending again after each delay while the shop gives no answer. */
export async function sendUntilAnswered<T>(
  send: () => Promise<T>,
  delays: readonly number[] = RESEND_DELAYS_MS,
): Promise<T> {
  for (const delay of delays) {
    try {
      return await send();
    } catch (error) {
      if (!isNoAnswer(error)) throw error;
    }
    await wait(delay);
  }
  return send();
}
