import { emptyCheckoutValues, type CheckoutValues } from './checkout-values';
import { emptyDestinationValues, type DestinationValues } from './destination-values';
import type { DeliverySlotChoice } from './use-delivery-slot';

/**
 * The whole checkout form as the shopper left it, kept for the tab's session: a reload, Back, or
 * a visit to the cart and back finds the name, number, address (or the area and its numbers),
 * delivery or pickup, the day and window, the notes and the voucher code typed where they were.
 * Session storage only, so it goes with the tab and never outlives the visit on a shared phone;
 * forgotten once the order is placed. A day or window kept that is no longer offered is dropped
 * by the delivery slot itself (use-delivery-slot.ts), never sent.
 */
const storageKey = 'crumb-checkout-draft';

export interface CheckoutDraft {
  values: CheckoutValues;
  destination: DestinationValues;
  slot: DeliverySlotChoice;
  /** The voucher code as typed, applied or not: applying it is the shopper's to do again. */
  voucherCode: string;
}

const emptyDraft: CheckoutDraft = {
  values: emptyCheckoutValues,
  destination: emptyDestinationValues,
  slot: {},
  voucherCode: '',
};

const valueFields = ['customerName', 'whatsapp', 'address', 'note'] as const;
const destinationFields = ['areaId', 'house', 'building', 'road', 'block', 'directions'] as const;

/** The draft as stored: one flat object of the texts not left blank (the first drafts held only the value fields). */
function stored(draft: CheckoutDraft): Record<string, string> {
  const { values, destination, slot, voucherCode } = draft;
  const entries = {
    ...Object.fromEntries(valueFields.map((field) => [field, values[field]])),
    ...Object.fromEntries(destinationFields.map((field) => [field, destination[field]])),
    // Delivery is the form's start: only pickup is worth keeping.
    fulfilment: destination.fulfilment === 'pickup' ? 'pickup' : '',
    deliveryDate: slot.date ?? '',
    deliveryWindow: slot.window ?? '',
    voucherCode,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== ''));
}

/** The draft this tab kept, or the empty form when there is none (or storage is unavailable). */
export function readCheckoutDraft(): CheckoutDraft {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as unknown;
    if (!kept || typeof kept !== 'object') return emptyDraft;
    const text = (field: string) => {
      const value = (kept as Record<string, unknown>)[field];
      return typeof value === 'string' ? value : '';
    };
    const values = { ...emptyCheckoutValues };
    for (const field of valueFields) values[field] = text(field);
    const destination = { ...emptyDestinationValues };
    for (const field of destinationFields) destination[field] = text(field);
    if (text('fulfilment') === 'pickup') destination.fulfilment = 'pickup';
    const slot: DeliverySlotChoice = {
      ...(text('deliveryDate') && { date: text('deliveryDate') }),
      ...(text('deliveryWindow') && { window: text('deliveryWindow') }),
    };
    return { values, destination, slot, voucherCode: text('voucherCode') };
  } catch {
    // No storage (privacy mode, the server rendering) or a damaged entry: an empty form.
    return emptyDraft;
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    const kept = stored(draft);
    if (Object.keys(kept).length === 0) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify(kept));
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
