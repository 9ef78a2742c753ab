import { emptyCheckoutValues, type CheckoutValues } from './checkout-values';

/**
 * What the shopper has typed at checkout, kept for the tab's session: a reload (or a visit to the
 * cart and back) finds the name, number, address and notes where they were. Session storage
 * only, so it goes with the tab and never outlives the visit on a shared phone; forgotten once
 * the order is placed.
 */
const storageKey = 'crumb-checkout-draft';

const fields = ['customerName', 'whatsapp', 'address', 'note'] as const;

/** The draft this tab kept, or the empty form when there is none (or storage is unavailable). */
export function readCheckoutDraft(): CheckoutValues {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return emptyCheckoutValues;
    const draft = { ...emptyCheckoutValues };
    for (const field of fields) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    // No storage (privacy mode, the server rendering) or a damaged entry: an empty form.
    return emptyCheckoutValues;
  }
}

export function saveCheckoutDraft(values: CheckoutValues): void {
  try {
    if (fields.every((field) => values[field] === '')) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(fields.map((f) => [f, values[f]]))));
  } catch {
    // Without storage the form still works; only a reload loses what was typed.
  }
}

/** After an order went out: the next checkout starts empty. */
export function forgetCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
