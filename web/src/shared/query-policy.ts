import { useState } from 'react';

/**
 * docs/product.md#browser-caching as Apollo fetch policies. Apollo has no "fresh for N minutes", so the time of
 * each operation's last answer is recorded (by recordAnswerLink in app/apollo-links.ts) and a
 * query chooses its policy when its page mounts: cache only while fresh, else show the cached
 * data and refetch. Nothing refetches on window focus (Apollo never does).
 */
export const freshForMs = {
  settings: 5 * 60_000,
  categories: 5 * 60_000,
  products: 60_000,
} as const;

/** Retries after a network failure: 3 in general, 1 for products, 0 for admin queries. */
export const defaultQueryRetries = 3;
export const productQueryRetries = 1;

/** Backoff of the retries: 1 s, doubling, at most 30 s. */
export const retryDelay = { initial: 1000, max: 30_000 } as const;

/** The operation context key the retry link reads; pass it with `context: retries(n)`. */
export interface RetryContext {
  retries?: number;
}

export function retries(count: number): RetryContext {
  return { retries: count };
}

const answeredAt = new Map<string, number>();

export function recordAnswer(operationName: string, at = Date.now()): void {
  answeredAt.set(operationName, at);
}

/** For tests: every operation counts as never fetched. */
export function forgetAnswers(): void {
  answeredAt.clear();
}

type MountFetchPolicy = 'cache-first' | 'cache-and-network';

export function fetchPolicyFor(operationName: string, freshMs: number, now = Date.now()): MountFetchPolicy {
  const at = answeredAt.get(operationName);
  return at !== undefined && now - at < freshMs ? 'cache-first' : 'cache-and-network';
}

/**
 * The options that make a query "fresh for freshMs": chosen once per mount, then cache-first
 * so later cache writes do not trigger more requests.
 */
export function useFreshness(operationName: string, freshMs: number) {
  const [fetchPolicy] = useState(() => fetchPolicyFor(operationName, freshMs));
  return { fetchPolicy, nextFetchPolicy: 'cache-first' } as const;
}
