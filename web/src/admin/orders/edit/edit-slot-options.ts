import type { AdminOrderEditDaysQuery } from '../../graphql/generated';
import { slotKey, type EditedOrder } from './order-edit-values';

export type EditDays = AdminOrderEditDaysQuery['deliveryDays'];

/** A day and window the order may be moved to, as the editor's menu lists it. */
export interface SlotOption {
  value: string;
  date: string;
  start: string;
  end: string;
  /** The order's own, listed whatever its state now. */
  current: boolean;
  /** No place left: only the owner books it, with a reason. */
  full: boolean;
}

/**
 * The order's own slot first, then every window that can still take an order or is only full,
 * day by day: a window closed, past its cut-off or too soon is left out, as checkout leaves it.
 */
export function slotOptions(order: EditedOrder, days: EditDays): SlotOption[] {
  const own = slotKey(order.deliveryDate, order.deliveryWindow);
  const options: SlotOption[] = [];
  if (own && order.deliveryWindowStart && order.deliveryWindowEnd)
    options.push({
      value: own,
      date: order.deliveryDate!,
      start: order.deliveryWindowStart,
      end: order.deliveryWindowEnd,
      current: true,
      full: false,
    });
  for (const day of days) {
    if (!day.open) continue;
    for (const window of day.windows) {
      const value = slotKey(day.date, window.id);
      const full = !window.available && window.remaining === 0;
      if (value === own || !(window.available || full)) continue;
      options.push({ value, date: day.date, start: window.start, end: window.end, current: false, full });
    }
  }
  return options;
}
