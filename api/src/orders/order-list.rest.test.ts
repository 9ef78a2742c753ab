import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ admin: true, env: { CORS_ORIGINS: 'https://partner.example' } });

/** 30 orders, order n placed n days before 2026-11-20 12:00 UTC; order 1 with awkward texts. */
beforeAll(async () => {
  const connection = t.orm.em.getConnection();
  await connection.execute(`
    insert into "order" (id, created_at, status, customer_name, whatsapp, address, note, subtotal_fils, delivery_fils, discount_fils, total_fils, voucher_code)
    select n, timestamptz '2026-11-20 12:00:00+00' - n * interval '1 day',
      (array['pending','confirmed','delivered'])[n % 3 + 1],
      case n when 1 then '=Noor, "the" baker' else 'Customer ' || n end,
      '+973 36' || lpad(n::text, 6, '0'),
      case n when 1 then e'Road 1\\nManama' else 'Block ' || n end,
      '', 15000, 2000, 1500, 15500, case n when 1 then 'TENOFF' end
    from generate_series(1, 30) n`);
  await connection.execute(`
    insert into order_line (order_id, name, name_ar, unit_price_fils, quantity)
    select n, line.name, line.name_ar, line.price, line.quantity
    from generate_series(1, 30) n,
      (values ('Chocolate Fudge Cake', 'كيكة شوكولاتة بالفدج', 12500, 1), ('Fudgy Brownie Mix', '', 1250, 2)) as line(name, name_ar, price, quantity)`);
  await connection.execute(`select setval(pg_get_serial_sequence('"order"', 'id'), 30)`);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...t.admin, ...headers } });
const ids = (body: Array<{ id: number }>) => body.map((order) => order.id);

describe('GET /api/orders with filters', () => {
  it('answers every order newest first without parameters, with the count in X-Total-Count', async () => {
    const response = await get('/api/orders');
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(response.headers['x-total-count']).toBe('30');
  });

  it('pages with limit and offset; the total counts every match', async () => {
    const response = await get('/api/orders?limit=5&offset=10');
    expect(ids(response.json())).toEqual([11, 12, 13, 14, 15]);
    expect(response.headers['x-total-count']).toBe('30');
    const filtered = await get('/api/orders?status=delivered&limit=2');
    expect(filtered.headers['x-total-count']).toBe('10');
    expect(filtered.json().every((order: { status: string }) => order.status === 'delivered')).toBe(true);
  });

  it('searches names, WhatsApp digits and ids, and takes inclusive Bahrain days', async () => {
    expect(ids((await get('/api/orders?q=NOOR')).json())).toEqual([1]);
    expect(ids((await get(`/api/orders?q=${encodeURIComponent('36 000 017')}`)).json())).toEqual([17]);
    expect(ids((await get('/api/orders?q=%2322')).json())).toEqual([22]);
    // A number typed in Arabic digits, with or without spaces, is the same number.
    expect(ids((await get(`/api/orders?q=${encodeURIComponent('٣٦٠٠ ٠٠١٧')}`)).json())).toEqual([17]);
    expect(ids((await get(`/api/orders?q=${encodeURIComponent('٣٦٠٠٠٠١٧')}`)).json())).toEqual([17]);
    // Order 3 was placed 2026-11-17 12:00 UTC (15:00 in Bahrain), order 5 on the 15th.
    const days = await get('/api/orders?from=2026-11-15&to=2026-11-17');
    expect(ids(days.json())).toEqual([3, 4, 5]);
    expect(days.headers['x-total-count']).toBe('3');
  });

  it('refuses bad values with 400 and a clear error', async () => {
    for (const [query, message] of [
      ['limit=0', /limit must be >= 1/],
      ['limit=101', /limit must be <= 100/],
      ['limit=ten', /limit must be integer/],
      ['offset=-1', /offset must be >= 0/],
      ['status=lost', /status must be equal to one of the allowed values/],
      ['from=yesterday', /from must match pattern/],
      ['to=2026-02-30', /to must be a date as YYYY-MM-DD/],
      ['from=2026-11-20&to=2026-11-01', /from must not be after to/],
    ] as const) {
      const response = await get(`/api/orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatch(message);
    }
  });

  it('exposes X-Total-Count to the allowed origins', async () => {
    const response = await get('/api/orders?limit=1', { origin: 'https://partner.example' });
    expect(response.headers['access-control-expose-headers']).toMatch(/X-Total-Count/);
  });

  it('is for the admin only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders?limit=1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/export.csv' })).statusCode).toBe(401);
  });
});

describe('GET /api/orders/export.csv', () => {
  it('answers the filtered orders as a UTF-8 CSV attachment with a BOM, lines in the request language', async () => {
    const response = await get('/api/orders/export.csv?from=2026-11-18&lang=ar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFالطلب,')).toBe(true);
    const rows = body.slice(1).split('\r\n');
    expect(rows).toHaveLength(4); // header, orders 1 and 2, the final line break
    expect(rows[1]).toBe(
      `1,2026-11-19 15:00,confirmed,"'=Noor, ""the"" baker",'+973 36000001,"Road 1\nManama",,كيكة شوكولاتة بالفدج x 1; Fudgy Brownie Mix x 2,15.000,2.000,1.500,15.500,TENOFF,,,delivery,,,en`,
    );
    expect(rows[2]).toMatch(/^2,2026-11-18 15:00,delivered,Customer 2,/);
  });

  it('ends each row with the delivery directions given with the address and the language the order was placed in', async () => {
    await t.orm.em.getConnection().execute(`
      update "order" set language = 'ar',
        address_parts = '{"house": "12", "building": "", "road": "2803", "block": "428", "directions": "Green gate, by the mosque"}'
      where id = 3`);
    const body = (await get('/api/orders/export.csv?q=%233')).rawPayload.toString('utf8');
    const [header, row] = body.slice(1).split('\r\n');
    expect(header!.endsWith(',Delivery or pickup,Area,Directions,Language')).toBe(true);
    expect(row!.endsWith(',delivery,,"Green gate, by the mosque",ar')).toBe(true);
    const [answered] = (await get('/api/orders?q=%233')).json<Array<{ language: string }>>();
    expect(answered!.language).toBe('ar');
  });

  it('names lines in English by default and refuses bad filters', async () => {
    const body = (await get('/api/orders/export.csv?q=Customer%2030')).rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFOrder,Placed (Bahrain),')).toBe(true);
    expect(body).toContain('Chocolate Fudge Cake x 1; Fudgy Brownie Mix x 2');
    expect((await get('/api/orders/export.csv?status=lost')).statusCode).toBe(400);
  });
});
