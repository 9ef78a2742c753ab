import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, bahrainClock } from '@crumb/shared/shop-time';
import { ConflictError, InvalidInputError } from '../errors/domain-errors';
import { BOOKABLE_DAYS, deliveryRefusal, type DeliveryRules } from './delivery-rules';
import { bookingKey, countedMethod, deliveryScheduleService, type BookingMethod } from './delivery-schedule.service';
import { DELIVERY_MESSAGES, type DeliverySlot } from './delivery-slot';

/** What an order stores of its slot: the window's times as booked, kept when the owner edits the window later. */
export interface BookedDelivery {
  deliveryDate: string;
  deliveryWindow: string;
  deliveryWindowStart: string;
  deliveryWindowEnd: string;
}

/** Names the advisory locks of delivery slots apart from any other lock of the database (pg-boss, start-up). */
const LOCK_NAMESPACE = 'crumb.delivery-slot';

/** Holds the slot's places until the transaction ends: orders booking (or reopening into) it wait and then count. */
async function lockSlot(em: EntityManager, date: string, windowId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?), hashtext(?))', [LOCK_NAMESPACE, `${date}|${windowId}`]);
}

/** The orders that hold a place in the slot, counted as the schedule counts them (per method or all). */
async function bookedIn(
  em: EntityManager,
  rules: DeliveryRules,
  date: string,
  windowId: string,
  method: BookingMethod,
) {
  const booked = await deliveryScheduleService.bookedOrders(em, [date], countedMethod(rules, method));
  return booked.get(bookingKey(date, windowId)) ?? 0;
}

export const REOPEN_FULL_MESSAGE =
  "This order's delivery time is full now: free a place in it or move the order before reopening it";

/**
 * Takes a place again for an order being reopened (it held none while cancelled), in the
 * order's transaction, under the same lock as checkout. Only capacity is checked: the day was
 * chosen under the rules of its time. CONFLICT when the window is full now. Nothing to take
 * when the order has no slot, the schedule is off, or its window is gone.
 */
export async function retakeDeliverySlot(
  em: EntityManager,
  booked: { deliveryDate: string | null; deliveryWindow: string | null },
  method: BookingMethod,
): Promise<void> {
  const { deliveryDate: date, deliveryWindow: windowId } = booked;
  if (!date || !windowId) return;
  const rules = await deliveryScheduleService.get({ em });
  const window = rules.windows.find(({ id }) => id === windowId);
  if (!rules.enabled || !window) return;
  await lockSlot(em, date, windowId);
  if ((await bookedIn(em, rules, date, windowId, method)) >= window.capacity)
    throw new ConflictError(REOPEN_FULL_MESSAGE);
}

/**
 * Books an order's delivery slot inside the order's transaction `em`, or refuses it with
 * BAD_USER_INPUT. Every rule of the schedule is checked again at `now`. Capacity is counted
 * under a transaction-scoped advisory lock on (day, window): a second order for the same slot
 * waits until the first commits or rolls back and then counts it, so a window of 10 takes
 * exactly 10 orders however many shoppers race for it. Other slots are not held up.
 *
 * When the owner counts places per method, only orders leaving by the same `method` fill the window
 * (the lock then stays per slot: pickups and deliveries of one slot wait for each other, briefly).
 *
 * `pastFull`: the owner moving an order books a full window anyway (with a reason the change keeps).
 *
 * While the schedule is off an order takes no slot: one that names a slot is refused rather
 * than stored without being honoured. Null: the order has no slot.
 */
export async function bookDeliverySlot(
  em: EntityManager,
  slot: DeliverySlot | null,
  method: BookingMethod,
  { now = new Date(), pastFull = false }: { now?: Date; pastFull?: boolean } = {},
): Promise<BookedDelivery | null> {
  const rules = await deliveryScheduleService.get({ em });
  if (!rules.enabled) {
    if (slot) throw new InvalidInputError(DELIVERY_MESSAGES.off);
    return null;
  }
  if (!slot) throw new InvalidInputError(DELIVERY_MESSAGES.missing);
  const window = rules.windows.find(({ id }) => id === slot.window);
  if (!window) throw new InvalidInputError(DELIVERY_MESSAGES.unknownWindow);
  if (slot.date > addDays(bahrainClock(now).date, BOOKABLE_DAYS - 1))
    throw new InvalidInputError(DELIVERY_MESSAGES.tooFar);

  await lockSlot(em, slot.date, slot.window);
  const booked = await bookedIn(em, rules, slot.date, slot.window, method);
  const refusal = deliveryRefusal(rules, slot.date, slot.window, now, booked);
  if (refusal && !(refusal === 'full' && pastFull)) throw new InvalidInputError(DELIVERY_MESSAGES[refusal]);
  return {
    deliveryDate: slot.date,
    deliveryWindow: slot.window,
    deliveryWindowStart: window.start,
    deliveryWindowEnd: window.end,
  };
}
