import type { AdminOrdersToBakeQuery } from '../graphql/generated';

export type OrderToBake = AdminOrdersToBakeQuery['ordersToBake'][number];

export interface BakingWindow {
  /** The window id; null for orders booked without one. */
  id: string | null;
  start: string | null;
  end: string | null;
  orders: OrderToBake[];
}

export interface BakingTotal {
  name: string;
  quantity: number;
}

/**
 * A day's orders as the oven needs them: grouped by delivery window in the order of the day
 * (by start time; orders without a window last), and how many of each product in all, a product
 * with other choices counted apart (`lineName` names a line with its choices).
 */
export function bakingList(
  orders: readonly OrderToBake[],
  lineName: (line: OrderToBake['items'][number]) => string,
): { windows: BakingWindow[]; totals: BakingTotal[] } {
  const windows = new Map<string, BakingWindow>();
  const totals = new Map<string, number>();
  for (const order of orders) {
    const key = order.deliveryWindow ?? '';
    const window = windows.get(key) ?? {
      id: order.deliveryWindow,
      start: order.deliveryWindowStart,
      end: order.deliveryWindowEnd,
      orders: [],
    };
    window.orders.push(order);
    windows.set(key, window);
    for (const item of order.items) {
      const name = lineName(item);
      totals.set(name, (totals.get(name) ?? 0) + item.quantity);
    }
  }
  const byStart = (a: BakingWindow, b: BakingWindow) =>
    a.id === null
      ? 1
      : b.id === null
        ? -1
        : (a.start ?? '').localeCompare(b.start ?? '') || (a.id ?? '').localeCompare(b.id ?? '');
  return {
    windows: [...windows.values()].sort(byStart),
    totals: [...totals]
      .map(([name, quantity]) => ({ name, quantity }))
      .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)),
  };
}
