import type { IsoDate } from '@crumb/shared/shop-time';
import { InvalidInputError } from '../errors/domain-errors';

/**
 * The delivery day and window an order asks for, and the words of every refusal.
 * The messages are fixed sentences, never naming the day or window, so the storefront can show
 * each one in the shopper's language (it words them exactly like its own texts).
 */
export interface DeliverySlot {
  date: IsoDate;
  window: string;
}

export const DELIVERY_MESSAGES = {
  missing: 'Please choose a delivery day and time',
  off: 'Delivery scheduling is off: leave out deliveryDate and deliveryWindow',
  badDate: 'deliveryDate must be a date as YYYY-MM-DD',
  tooFar: 'Delivery can be booked for the next 14 days only',
  closedDay: 'We do not deliver on that day: please choose another day',
  pastCutoff: 'Orders for that day have closed: please choose a later day',
  leadTime: 'That delivery time is too soon: please choose a later one',
  full: 'That delivery time is full: please choose another one',
  unknownWindow: 'That delivery time does not exist: please choose another one',
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: '2026-02-30' matches the pattern but is no date. */
function isCalendarDate(value: string): boolean {
  return DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/**
 * The slot an order sent, trimmed, or null when it sent neither field (blank counts as absent).
 * One without the other is refused: a day without a time cannot be booked.
 */
export function parseDeliverySlot(
  date: string | null | undefined,
  window: string | null | undefined,
): DeliverySlot | null {
  const day = (date ?? '').trim();
  const windowId = (window ?? '').trim();
  if (!day && !windowId) return null;
  if (!day || !windowId) throw new InvalidInputError(DELIVERY_MESSAGES.missing);
  if (!isCalendarDate(day)) throw new InvalidInputError(DELIVERY_MESSAGES.badDate);
  if (windowId.length > 40) throw new InvalidInputError(DELIVERY_MESSAGES.unknownWindow);
  return { date: day, window: windowId };
}
