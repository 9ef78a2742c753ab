import { describe, expect, it } from 'vitest';
import { Fulfilment } from '../delivery-areas/fulfilment';
import { Order } from '../orders/order.entity';
import { newOrderMail } from './mail-texts';

// The owner's email says when and where an order leaves the bakery: the delivery day and window
// booked under the delivery schedule, the delivery area, or pickup from the shop.

function order(changes: Partial<Order> = {}): Order {
  const placed = new Order();
  Object.assign(placed, {
    id: 31,
    createdAt: new Date('2026-11-23T10:00:00Z'),
    customerName: 'Sara',
    whatsapp: '+973 3900 1234',
    address: 'Road 1, Manama',
    subtotalFils: 12_500,
    deliveryFils: 2_000,
    discountFils: 0,
    totalFils: 14_500,
    ...changes,
  });
  return placed;
}

const THURSDAY_EVENING = {
  deliveryDate: '2026-11-26',
  deliveryWindow: 'evening',
  deliveryWindowStart: '16:00',
  deliveryWindowEnd: '20:00',
};

describe("the owner's email of an order with a delivery day and window", () => {
  it('names the day and the window in English, after the address', () => {
    const lines = newOrderMail(order(THURSDAY_EVENING), 'owner@example.com', 'en').text.split('\n');
    const address = lines.indexOf('Address: Road 1, Manama');
    expect(lines[address + 1]).toBe('Delivery time: Thursday, 26 November 2026, 16:00-20:00');
  });

  it('names them in Arabic, with Western digits and the times kept left to right', () => {
    const text = newOrderMail(order(THURSDAY_EVENING), 'owner@example.com', 'ar').text;
    const line = text.split('\n').find((item) => item.includes('موعد التوصيل'))!;
    expect(line).toContain('الخميس');
    expect(line).toContain('26 نوفمبر 2026');
    expect(line.replace(/[\u200E\u200F]/g, '')).toContain('16:00-20:00');
  });

  it('has no delivery line for an order placed without the schedule', () => {
    expect(newOrderMail(order(), 'owner@example.com', 'en').text).not.toContain('Delivery time');
    expect(newOrderMail(order(), 'owner@example.com', 'ar').text).not.toContain('موعد التوصيل');
  });
});

describe("the owner's email of an order with a delivery area or collected from the shop", () => {
  it('names the area and its zone after the address, and the directions', () => {
    const placed = order({
      areaName: 'Riffa',
      areaNameAr: 'الرفاع',
      zoneName: 'South',
      zoneNameAr: 'الجنوب',
      addressParts: { house: '12', building: '', road: '2803', block: '428', directions: 'Green gate' },
    });
    const lines = newOrderMail(placed, 'owner@example.com', 'en').text.split('\n');
    const address = lines.indexOf('Address: Road 1, Manama');
    expect(lines.slice(address + 1, address + 3)).toEqual(['Area: Riffa (South)', 'Directions: Green gate']);
    const arabic = newOrderMail(placed, 'owner@example.com', 'ar').text.replace(/[\u200E\u200F\u2066-\u2069]/g, '');
    expect(arabic).toContain('المنطقة: الرفاع (الجنوب)');
  });

  it('says pickup from the shop instead of an address, and the pickup time', () => {
    const collected = order({ ...THURSDAY_EVENING, fulfilment: Fulfilment.pickup, address: '', deliveryFils: 0 });
    const text = newOrderMail(collected, 'owner@example.com', 'en').text;
    expect(text).toContain('Collection: pickup from the shop');
    expect(text).toContain('Pickup time: Thursday, 26 November 2026, 16:00-20:00');
    expect(text).not.toContain('Address:');
    expect(text).not.toContain('Area:');
    expect(newOrderMail(collected, 'owner@example.com', 'ar').text).toContain('الاستلام');
  });

  it('has neither line for an order placed while areas and pickup were off', () => {
    const text = newOrderMail(order(), 'owner@example.com', 'en').text;
    expect(text).toContain('Address: Road 1, Manama');
    expect(text).not.toMatch(/Area:|Directions:|Collection:/);
  });
});
