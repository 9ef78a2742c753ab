import { beforeAll, describe, expect, it } from 'vitest';
import { internationalWhatsapp } from '@crumb/shared/whatsapp-number';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';

const statements: string[] = [];
const t = useTestApp({ onQuery: (sql) => statements.push(sql), admin: true });
const graphql = graphqlClient(t, () => t.admin);
const ORDERS = 10_000;

/**
 * 10,000 orders in two statements: order n placed n hours before 2026-11-20 12:00 UTC
 * (15:00 in Bahrain), statuses in turn, two lines each. Orders 1-3 are named for the searches;
 * order 4's number was typed in Arabic digits.
 */
beforeAll(async () => {
  const connection = t.orm.em.getConnection();
  await connection.execute(`
    insert into "order" (id, created_at, status, customer_name, whatsapp, address, subtotal_fils, delivery_fils, discount_fils, total_fils)
    select n, timestamptz '2026-11-20 12:00:00+00' - n * interval '1 hour',
      (array['pending','confirmed','delivered'])[n % 3 + 1],
      case n when 1 then 'Fatima Al-Hassan' when 2 then 'Ali 50%_off' when 3 then 'فاطمة' else 'Customer ' || n end,
      case n when 2 then '+973 3900 1234' when 4 then '٣٥٠٠ ٧٧٨٨' else '+973 36' || lpad(n::text, 6, '0') end,
      'Block ' || n, 15000, 2000, 0, 17000
    from generate_series(1, ${ORDERS}) n`);
  await connection.execute(`
    insert into order_line (order_id, name, name_ar, unit_price_fils, quantity)
    select n, line.name, line.name_ar, line.price, line.quantity
    from generate_series(1, ${ORDERS}) n,
      (values ('Chocolate Fudge Cake', 'كيكة شوكولاتة بالفدج', 12500, 1), ('Fudgy Brownie Mix', '', 1250, 2)) as line(name, name_ar, price, quantity)`);
  await connection.execute(`select setval(pg_get_serial_sequence('"order"', 'id'), ${ORDERS})`);
});

const PAGE = `query ($limit: Int, $offset: Int, $after: ID, $status: String, $q: String, $from: String, $to: String) {
  orderPage(limit: $limit, offset: $offset, after: $after, status: $status, q: $q, from: $from, to: $to) {
    total
    items { id createdAt status customerName items { name quantity price } }
  }
}`;

async function page(variables: Record<string, unknown>) {
  const result = await graphql(PAGE, variables);
  expect(result.errors).toBeUndefined();
  return result.data.orderPage as {
    total: number;
    items: Array<{ id: string; createdAt: string; status: string; customerName: string; items: unknown[] }>;
  };
}

describe('orderPage with 10,000 orders', () => {
  it('answers a page of 20 newest first with their lines and the total, in at most 3 SQL statements', async () => {
    statements.length = 0;
    const first = await page({ limit: 20, offset: 40 });
    const sql = statements
      .filter((statement) => /"order(_line)?"/.test(statement))
      .sort((a, b) => Number(/count\(/.test(b)) - Number(/count\(/.test(a)));
    // The count, the page of orders, their lines (the admin's session check aside).
    expect(sql.length).toBeLessThanOrEqual(3);
    expect(sql.map((statement) => /from "(\w+)"/.exec(statement)?.[1])).toEqual(['order', 'order', 'order_line']);
    expect(first.total).toBe(ORDERS);
    expect(first.items.map((order) => order.id)).toEqual(Array.from({ length: 20 }, (_, i) => String(41 + i)));
    expect(first.items[0]!.items).toEqual([
      { name: 'Chocolate Fudge Cake', quantity: 1, price: 12.5 },
      { name: 'Fudgy Brownie Mix', quantity: 2, price: 1.25 },
    ]);
  });

  it('filters by status, counting every match', async () => {
    const { total, items } = await page({ limit: 5, status: 'delivered' });
    expect(total).toBe(3333);
    expect(items.every((order) => order.status === 'delivered')).toBe(true);
  });

  it('finds by name in any case, by WhatsApp digits whatever the spacing, by order id; wildcards are text', async () => {
    expect((await page({ q: 'fatima' })).items.map((o) => o.id)).toEqual(['1']);
    expect((await page({ q: 'فاطمة' })).items.map((o) => o.id)).toEqual(['3']);
    expect((await page({ q: '3900 12 34' })).items.map((o) => o.id)).toEqual(['2']);
    expect((await page({ q: '50%_' })).items.map((o) => o.id)).toEqual(['2']);
    expect((await page({ q: '50%' })).total).toBe(1);
    const byId = await page({ q: '#9876' });
    expect(byId.items.map((o) => o.id)).toEqual(['9876']);
    // 9876 is also in WhatsApp numbers: +973 36009876 only.
    expect((await page({ q: '9876' })).items.map((o) => o.id)).toEqual(['9876']);
  });

  it('compares WhatsApp digits as digits: Arabic or ASCII, spaced or not, local or international, whole or part', async () => {
    for (const q of ['3500 7788', '35007788', '٣٥٠٠ ٧٧٨٨', '+973 3500 7788', '00973 35007788', '500 77']) {
      expect(
        (await page({ q })).items.map((o) => o.id),
        q,
      ).toEqual(['4']);
    }
    // Part of the number, in Arabic digits: order 4 by its number, order 3500 by its id.
    expect((await page({ q: '٣٥٠٠' })).items.map((o) => o.id)).toEqual(['4', '3500']);
    // And an order typed in ASCII digits is found by the same number in Arabic ones.
    expect((await page({ q: '٣٩٠٠ ١٢٣٤' })).items.map((o) => o.id)).toEqual(['2']);
  });

  it('keeps each number as the international number the guest lookup reads it as', async () => {
    const numbers = ['+973 3600 1234', '٣٦٠٠ ١٢٣٤', '0097336001234', '(973) ۳۶۰۰-۱۲۳۴', '+44 7700 900123', 'none'];
    const connection = t.orm.em.getConnection();
    for (const number of numbers) {
      const [row] = await connection.execute<Array<{ digits: string }>>('select whatsapp_digits(?) as digits', [
        number,
      ]);
      expect(row?.digits, number).toBe(internationalWhatsapp(number));
    }
  });

  it("finds by '#' and an id that order alone, in ASCII or Arabic digits", async () => {
    expect((await page({ q: '#2' })).items.map((o) => o.id)).toEqual(['2']);
    expect((await page({ q: '#٢' })).items.map((o) => o.id)).toEqual(['2']);
    expect((await page({ q: '# 9876' })).items.map((o) => o.id)).toEqual(['9876']);
    expect((await page({ q: '#99999999999' })).total).toBe(0);
  });

  it('takes from and to as Bahrain days, both included', async () => {
    // Bahrain 2026-11-20 covers orders placed from 2026-11-19 21:00 UTC to 2026-11-20 12:00 UTC: orders 1 to 15.
    const day = await page({ from: '2026-11-20', to: '2026-11-20' });
    expect(day.total).toBe(15);
    expect(day.items.at(-1)!.id).toBe('15');
    const twoDays = await page({ from: '2026-11-19', to: '2026-11-20', limit: 1 });
    expect(twoDays.total).toBe(39);
  });

  it('answers at most 100 orders without a limit; after the last id, the next page, however deep, until the list is done', async () => {
    const first = await page({ status: 'delivered' });
    expect(first.items).toHaveLength(100);
    expect(first.total).toBe(3333);
    const ids = first.items.map((order) => order.id);
    for (let after = ids.at(-1); ;) {
      const next = await page({ status: 'delivered', after });
      ids.push(...next.items.map((order) => order.id));
      if (next.items.length < 100) break;
      after = next.items.at(-1)!.id;
    }
    // Delivered: n % 3 = 2; order n was placed n hours before, so the newest has the lowest id.
    expect(ids).toEqual(Array.from({ length: 3333 }, (_, i) => String(2 + 3 * i)));
    // after and offset together: skip after the cursor.
    expect((await page({ after: '100', offset: 2, limit: 3 })).items.map((order) => order.id)).toEqual([
      '103',
      '104',
      '105',
    ]);
  });

  it('lists the newest orders a page at a time: at most 100, the next after the last id', async () => {
    const { data } = await graphql('{ orders { id } }');
    expect(data.orders).toHaveLength(100);
    expect(data.orders[0].id).toBe('1');
    const next = await graphql('query ($after: ID) { orders(limit: 3, after: $after) { id items { name } } }', {
      after: '10',
    });
    expect(next.data.orders.map((order: { id: string }) => order.id)).toEqual(['11', '12', '13']);
    expect(next.data.orders[0].items).toHaveLength(2);
    expect((await graphql('{ orders(limit: 101) { id } }')).errors?.[0]?.message).toBe(
      'limit must be a whole number from 1 to 100',
    );
  });

  it('refuses bad values with a message naming the filter', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
      [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
      [{ offset: -1 }, 'offset must be a whole number, 0 or more'],
      [{ status: 'lost' }, 'status must be one of pending, confirmed, delivered, cancelled'],
      [{ from: '2026-02-30' }, 'from must be a date as YYYY-MM-DD'],
      [{ to: '20-11-2026' }, 'to must be a date as YYYY-MM-DD'],
      [{ from: '2026-11-21', to: '2026-11-20' }, 'from must not be after to'],
      [{ after: 'ten' }, 'Invalid order id: "ten"'],
    ];
    for (const [variables, message] of cases) {
      const { errors } = await graphql(PAGE, variables);
      expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('is for the admin only', async () => {
    const { errors } = await graphqlClient(t)(PAGE, { limit: 1 });
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
