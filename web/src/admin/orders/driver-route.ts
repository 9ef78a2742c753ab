import type { OrderToBake } from './baking-list';

export interface RouteZone {
  /** The zone's name in the reader's language; null for deliveries placed without delivery areas. */
  name: string | null;
  orders: OrderToBake[];
}

export interface DriverRoute {
  /** The deliveries, zone by zone (by name; those without a zone last), each zone by delivery window. */
  zones: RouteZone[];
  /** The orders collected from the shop, by window. */
  pickups: OrderToBake[];
}

/** Earlier windows first, orders without one last; then by order number. */
const byWindow = (a: OrderToBake, b: OrderToBake) =>
  (a.deliveryWindowStart ?? '\uffff').localeCompare(b.deliveryWindowStart ?? '\uffff') || Number(a.id) - Number(b.id);

/**
 * A day's orders as whoever takes them out needs them: the deliveries zone by zone, so a driver's
 * route covers one part of the island after another, and the orders the shop hands over at the
 * counter apart. Undefined when no order of the day was placed with delivery areas or pickup:
 * the baking list alone says all there is.
 */
export function driverRoute(
  orders: readonly OrderToBake[],
  zoneName: (order: OrderToBake) => string | null,
  language: string,
): DriverRoute | undefined {
  if (!orders.some((order) => order.fulfilment === 'pickup' || order.zone)) return undefined;
  const zones = new Map<string | null, OrderToBake[]>();
  const pickups: OrderToBake[] = [];
  for (const order of orders) {
    if (order.fulfilment === 'pickup') {
      pickups.push(order);
      continue;
    }
    const name = zoneName(order);
    zones.set(name, [...(zones.get(name) ?? []), order]);
  }
  return {
    zones: [...zones]
      .map(([name, zoneOrders]) => ({ name, orders: zoneOrders.sort(byWindow) }))
      .sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name, language))),
    pickups: pickups.sort(byWindow),
  };
}
