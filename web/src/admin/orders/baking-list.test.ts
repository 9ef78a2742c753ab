import { describe, expect, it } from 'vitest';
import { bahrainDay } from '@crumb/shared/shop-time';
import { bakingList, type OrderToBake } from './baking-list';
import { PLAIN_DELIVERY } from './orders-testing';

const order = (
  id: string,
  window: [string, string, string] | null,
  items: Array<[string, number, string[]?]>,
): OrderToBake => ({
  id,
  status: 'pending',
  customerName: `Customer ${id}`,
  note: '',
  deliveryWindow: window?.[0] ?? null,
  deliveryWindowStart: window?.[1] ?? null,
  deliveryWindowEnd: window?.[2] ?? null,
  ...PLAIN_DELIVERY,
  items: items.map(([name, quantity, choices = []]) => ({
    name,
    quantity,
    message: null,
    choices: choices.map((choice) => ({ choice })),
  })),
});

describe('bakingList', () => {
  it('groups the orders by window in the order of the day, those without one last, and totals each product with its choices apart', () => {
    const byName = (line: { name: string; choices: readonly { choice: string }[] }) =>
      [line.name, ...line.choices.map(({ choice }) => choice)].join(' / ');
    const list = bakingList(
      [
        order('1', ['evening', '16:00', '20:00'], [['Cake', 1, ['8 inch']]]),
        order('2', null, [['Cookies', 2]]),
        order(
          '3',
          ['morning', '10:00', '13:00'],
          [
            ['Cake', 2, ['8 inch']],
            ['Cake', 1, ['10 inch']],
            ['Cookies', 1],
          ],
        ),
        order('4', ['evening', '16:00', '20:00'], [['Macarons', 1]]),
      ],
      byName,
    );
    expect(list.windows.map((window) => [window.id, window.orders.map((o) => o.id)])).toEqual([
      ['morning', ['3']],
      ['evening', ['1', '4']],
      [null, ['2']],
    ]);
    expect(list.totals).toEqual([
      { name: 'Cake / 8 inch', quantity: 3 },
      { name: 'Cookies', quantity: 3 },
      { name: 'Cake / 10 inch', quantity: 1 },
      { name: 'Macarons', quantity: 1 },
    ]);
  });
});

describe('bahrainDay', () => {
  it("is Bahrain's date (UTC+3), not the browser's", () => {
    const lateEveningUtc = Date.parse('2026-11-25T22:30:00Z'); // 01:30 on the 26th in Bahrain
    expect(bahrainDay(0, lateEveningUtc)).toBe('2026-11-26');
    expect(bahrainDay(1, lateEveningUtc)).toBe('2026-11-27');
  });
});
