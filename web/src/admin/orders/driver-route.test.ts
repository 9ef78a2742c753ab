import { describe, expect, it } from 'vitest';
import type { OrderToBake } from './baking-list';
import { driverRoute } from './driver-route';
import { PLAIN_DELIVERY } from './orders-testing';

function order(id: string, changes: Partial<OrderToBake> = {}): OrderToBake {
  return {
    id,
    status: 'pending',
    customerName: `Customer ${id}`,
    note: '',
    deliveryWindow: null,
    deliveryWindowStart: null,
    deliveryWindowEnd: null,
    ...PLAIN_DELIVERY,
    items: [],
    ...changes,
  };
}

const zoneOf = (o: OrderToBake) => o.zone;
const ids = (orders: readonly OrderToBake[]) => orders.map((o) => o.id);

describe('driverRoute', () => {
  it('is undefined for a day without delivery areas or pickup: the baking list says it all', () => {
    expect(driverRoute([order('1'), order('2')], zoneOf, 'en')).toBeUndefined();
  });

  it('lists the deliveries zone by zone, each by window, and the pickups apart', () => {
    const route = driverRoute(
      [
        order('5', { zone: 'South', deliveryWindowStart: '16:00' }),
        order('3', { zone: 'Muharraq', deliveryWindowStart: '16:00' }),
        order('4', { zone: 'South', deliveryWindowStart: '09:00' }),
        order('2'),
        order('6', { fulfilment: 'pickup', deliveryWindowStart: '16:00' }),
        order('1', { fulfilment: 'pickup', deliveryWindowStart: '09:00' }),
        order('7', { zone: 'Muharraq' }),
      ],
      zoneOf,
      'en',
    )!;
    expect(route.zones.map((zone) => [zone.name, ids(zone.orders)])).toEqual([
      ['Muharraq', ['3', '7']],
      ['South', ['4', '5']],
      [null, ['2']],
    ]);
    expect(ids(route.pickups)).toEqual(['1', '6']);
  });

  it('names and orders the zones in the reader language', () => {
    const route = driverRoute(
      [order('1', { zone: 'South', zoneAr: 'الجنوب' }), order('2', { zone: 'Muharraq', zoneAr: 'المحرق' })],
      (o) => o.zoneAr,
      'ar',
    )!;
    expect(route.zones.map((zone) => zone.name)).toEqual(['الجنوب', 'المحرق']);
  });
});
