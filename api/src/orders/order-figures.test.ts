import { beforeAll, describe, expect, it } from 'vitest';
import { bahrainDay } from '@crumb/shared/shop-time';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { Language } from '../localized/language';
import { shopFigures } from './order-figures';

const statements: string[] = [];
const t = useTestApp({ onQuery: (sql) => statements.push(sql), admin: true });
const graphql = graphqlClient(t, () => t.admin);

/** 00:30 on 2026-11-21 in Bahrain (UTC+3): today started at 2026-11-20 21:00 UTC. */
const NOW = new Date('2026-11-20T21:30:00Z');

type Line = [name: string, nameAr: string, unitPriceFils: number, quantity: number];
interface Placed {
  id: number;
  at: string;
  status: 'pending' | 'confirmed' | 'delivered';
  discount?: number;
  lines: Line[];
}
const DELIVERY = 1000;

/** Orders around Bahrain midnights; totals = lines + 1.000 delivery - discount. */
const ORDERS: Placed[] = [
  // Today's first instant (Bahrain midnight) and 00:29.
  { id: 1, at: '2026-11-20T21:00:00Z', status: 'pending', lines: [['Chocolate Cake', 'كيكة شوكولاتة', 2000, 2]] }, // 5.000
  {
    id: 3,
    at: '2026-11-20T21:29:00Z',
    status: 'delivered',
    discount: 1000,
    lines: [
      ['Chocolate Cake', 'كيكة شوكولاتة', 2000, 3],
      ['Cookies', 'كوكيز', 1000, 6],
    ],
  }, // 12.000
  // Yesterday's last second.
  { id: 2, at: '2026-11-20T20:59:59Z', status: 'confirmed', lines: [['Brownie', '', 2000, 1]] }, // 3.000
  // Six days ago (2026-11-15, in this week) and seven (2026-11-14 23:00, out of it).
  { id: 4, at: '2026-11-15T07:00:00Z', status: 'pending', lines: [['Tart', '  ', 1000, 1]] }, // 2.000
  { id: 5, at: '2026-11-14T20:00:00Z', status: 'delivered', lines: [['Tart', '  ', 1000, 3]] }, // 4.000
  // The series' first day (2026-11-08) starts at 2026-11-07 21:00 UTC; a minute before is out of it.
  { id: 6, at: '2026-11-07T21:00:00Z', status: 'confirmed', lines: [['Muffin', 'مافن', 500, 1]] }, // 1.500
  { id: 7, at: '2026-11-07T20:59:00Z', status: 'delivered', lines: [['Pie', 'فطيرة', 100, 10]] }, // 2.000
  // The best sellers' 30 days start on 2026-10-23 (2026-10-22 21:00 UTC); the second before is out.
  { id: 8, at: '2026-10-22T21:00:00Z', status: 'delivered', lines: [['Edge Cake', '', 100, 7]] }, // 1.700
  { id: 9, at: '2026-10-22T20:59:59Z', status: 'pending', lines: [['Old Cake', 'كيكة قديمة', 100, 100]] }, // 11.000
];

async function insertOrders(orders: Placed[]) {
  const connection = t.orm.em.getConnection();
  for (const order of orders) {
    const subtotal = order.lines.reduce((sum, [, , price, quantity]) => sum + price * quantity, 0);
    const discount = order.discount ?? 0;
    await connection.execute(
      `insert into "order" (id, created_at, status, customer_name, whatsapp, address, subtotal_fils, delivery_fils, discount_fils, total_fils)
       values (?, ?, ?, 'Customer', '+973 3600 0000', 'Block 1', ?, ?, ?, ?)`,
      [order.id, order.at, order.status, subtotal, DELIVERY, discount, subtotal + DELIVERY - discount],
    );
    for (const [name, nameAr, price, quantity] of order.lines) {
      await connection.execute(
        'insert into order_line (order_id, name, name_ar, unit_price_fils, quantity) values (?, ?, ?, ?, ?)',
        [order.id, name, nameAr, price, quantity],
      );
    }
  }
}

beforeAll(() => insertOrders(ORDERS));

/** A day's figures: every order here pays the same delivery, so its fees are orders x DELIVERY. */
const day = (date: string, orders: number, salesFils: number) => ({
  date,
  orders,
  salesFils,
  deliveryFeesFils: orders * DELIVERY,
});
const zeroDay = (date: string) => day(date, 0, 0);

describe('shop figures (computed in SQL, Bahrain days)', () => {
  it("counts today's, this week's (the last 7 Bahrain days) and pending orders, and 14 days of sales with the empty days at 0", async () => {
    const figures = await shopFigures(t.orm.em.fork(), Language.en, NOW);
    expect(figures.today).toEqual(day('2026-11-21', 2, 17000));
    expect(figures.week).toEqual({ orders: 4, salesFils: 22000, deliveryFeesFils: 4000 });
    expect(figures.pendingOrders).toBe(3);
    expect(figures.days).toEqual([
      day('2026-11-08', 1, 1500),
      ...['09', '10', '11', '12', '13'].map((day) => zeroDay(`2026-11-${day}`)),
      day('2026-11-14', 1, 4000),
      day('2026-11-15', 1, 2000),
      ...['16', '17', '18', '19'].map((day) => zeroDay(`2026-11-${day}`)),
      day('2026-11-20', 1, 3000),
      day('2026-11-21', 2, 17000),
    ]);
  });

  it("ranks the 5 best sellers of the last 30 days by units, with their sales, named in the reader's language", async () => {
    const english = await shopFigures(t.orm.em.fork(), Language.en, NOW);
    expect(english.bestSellers).toEqual([
      { name: 'Pie', quantity: 10, salesFils: 1000 },
      { name: 'Edge Cake', quantity: 7, salesFils: 700 },
      { name: 'Cookies', quantity: 6, salesFils: 6000 },
      { name: 'Chocolate Cake', quantity: 5, salesFils: 10000 },
      { name: 'Tart', quantity: 4, salesFils: 4000 },
    ]);
    const arabic = await shopFigures(t.orm.em.fork(), Language.ar, NOW);
    // Arabic, or the English name where the Arabic one is blank.
    expect(arabic.bestSellers.map((seller) => seller.name)).toEqual([
      'فطيرة',
      'Edge Cake',
      'كوكيز',
      'كيكة شوكولاتة',
      'Tart',
    ]);
  });

  it('is a day later a minute before the next Bahrain midnight only', async () => {
    const lastMinute = await shopFigures(t.orm.em.fork(), Language.en, new Date('2026-11-21T20:59:00Z'));
    expect(lastMinute.today).toEqual(day('2026-11-21', 2, 17000));
    const nextDay = await shopFigures(t.orm.em.fork(), Language.en, new Date('2026-11-21T21:00:00Z'));
    expect(nextDay.today).toEqual(zeroDay('2026-11-22'));
    expect(nextDay.days[0]).toEqual(zeroDay('2026-11-09'));
    expect(nextDay.week).toEqual({ orders: 3, salesFils: 20000, deliveryFeesFils: 3000 });
  });

  it('answers shopFigures to the admin only, in at most 3 SQL statements with thousands of orders', async () => {
    const QUERY = `{ shopFigures { today { orders sales } week { orders sales } pendingOrders bestSellers { name quantity sales } days { date orders sales } } }`;
    const { errors } = await graphqlClient(t)(QUERY);
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // 3,000 more pending orders placed in the last hours, a line each.
    const connection = t.orm.em.getConnection();
    await connection.execute(`
      insert into "order" (id, created_at, status, customer_name, whatsapp, address, subtotal_fils, delivery_fils, discount_fils, total_fils)
      select 1000 + n, now() - n * interval '1 second', 'pending', 'Customer ' || n, '+973 36000000', 'Block', 1000, 1000, 0, 2000
      from generate_series(1, 3000) n`);
    await connection.execute(
      `insert into order_line (order_id, name, name_ar, unit_price_fils, quantity) select 1000 + n, 'Scone', 'سكون', 1000, 1 from generate_series(1, 3000) n`,
    );

    statements.length = 0;
    const result = await graphql(QUERY, {}, { ...t.admin, 'accept-language': 'ar' });
    expect(result.errors).toBeUndefined();
    const sql = statements.filter((statement) => /"order"|order_line/.test(statement));
    expect(sql.length).toBeLessThanOrEqual(3);
    const figures = result.data.shopFigures;
    expect(figures.pendingOrders).toBe(3003);
    expect(figures.bestSellers[0]).toEqual({ name: 'سكون', quantity: 3000, sales: 3000 });
    expect(figures.days).toHaveLength(14);
    expect(figures.days.at(-1).date).toBe(bahrainDay());
    expect(figures.today).toEqual({ orders: figures.days.at(-1).orders, sales: figures.days.at(-1).sales });
    expect(figures.today.orders).toBeGreaterThan(0);
  });
});
