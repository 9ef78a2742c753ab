import type { OrderInput } from '@crumb/shared/schema-types';

/**
 * Every order request carries an idempotency key. The same order sent again (a retry after a
 * timeout or a lost answer) carries the same key, so the server answers the first order
 * instead of placing a second; a different order gets a new key. Kept for the tab's session,
 * so a retry after the timeout page still matches; forgotten once an order is confirmed.
 */
const storageKey = 'crumb-order-attempt';

interface Attempt {
  fingerprint: string;
  key: string;
}

/** This page's last attempt, for when session storage is unavailable. */
let lastAttempt: Attempt | undefined;

function newKey(): string {
  // getRandomValues works on plain-http addresses too, where crypto.randomUUID does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readAttempt(): Attempt | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Attempt | null;
    return stored && typeof stored.key === 'string' && typeof stored.fingerprint === 'string' ? stored : undefined;
  } catch {
    return lastAttempt;
  }
}

export function idempotencyKeyFor(input: OrderInput): string {
  const fingerprint = JSON.stringify(input);
  const previous = readAttempt();
  if (previous?.fingerprint === fingerprint) return previous.key;
  lastAttempt = { fingerprint, key: newKey() };
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(lastAttempt));
  } catch {
    // Without storage the key still covers retries from this page, not after a reload.
  }
  return lastAttempt.key;
}

/** After a confirmed order: the next order, even an identical one, is a new order. */
export function forgetOrderAttempt(): void {
  lastAttempt = undefined;
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
