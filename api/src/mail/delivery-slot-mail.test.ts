import { describe, expect, it } from 'vitest';
import { Order } from '../orders/order.entity';
import { newOrderMail } from './mail-texts';

// The owner's email says when to deliver an order placed under the delivery schedule.

function order(
  slot: Partial<Pick<Order, 'deliveryDate' | 'deliveryWindow' | 'deliveryWindowStart' | 'deliveryWindowEnd'>> = {},
): Order {
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
    ...slot,
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
