import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, bahrainClock } from '@crumb/shared/shop-time';
import { InvalidInputError } from '../errors/domain-errors';
import { BOOKABLE_DAYS, deliveryRefusal } from './delivery-rules';
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
 * While the schedule is off an order takes no slot: one that names a slot is refused rather
 * than stored without being honoured. Null: the order has no slot.
 */
export async function bookDeliverySlot(
  em: EntityManager,
  slot: DeliverySlot | null,
  method: BookingMethod,
  now: Date = new Date(),
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

  await em.execute('select pg_advisory_xact_lock(hashtext(?), hashtext(?))', [
    LOCK_NAMESPACE,
    `${slot.date}|${slot.window}`,
  ]);
  const booked =
    (await deliveryScheduleService.bookedOrders(em, [slot.date], countedMethod(rules, method))).get(
      bookingKey(slot.date, slot.window),
    ) ?? 0;
  const refusal = deliveryRefusal(rules, slot.date, slot.window, now, booked);
  if (refusal) throw new InvalidInputError(DELIVERY_MESSAGES[refusal]);
  return {
    deliveryDate: slot.date,
    deliveryWindow: slot.window,
    deliveryWindowStart: window.start,
    deliveryWindowEnd: window.end,
  };
}
