import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { ordersCsv } from './order-export';
import { placeOrderOverHttp } from './order-testing';

// The orders list without `limit` and the CSV export read every matching order a page at a time
// and send each page as it comes. With thousands of orders: the answer is the paged answers put
// together, the server answers other requests while it is sent, a client that stops reading
// holds the reading back, and one that leaves stops it.

/** Orders read from the database so far, by any statement (the ORM's query log gives each one's rows). */
let ordersRead = 0;
const t = useTestApp({
  admin: true,
  onQuery: (line) => {
    const rows = /from "order" as .*\[took \d+ ms, (\d+) results?\]/s.exec(line);
    if (rows) ordersRead += Number(rows[1]);
  },
});

const ORDERS = 12_000;
let base: string;

beforeAll(async () => {
  const connection = t.orm.em.getConnection();
  const [product] = await connection.execute<Array<{ id: number }>>('select id from product order by id limit 1');
  // Four orders a group: three placed in the very same instant and, with the lowest id, one 3
  // microseconds later (the same millisecond), so pages end inside groups and a cursor that lost
  // the microseconds or the id would skip or repeat orders. Long addresses make the list some 10 MB, more than loopback's
  // socket buffers hold for a client that does not read.
  await connection.execute(`
    insert into "order" (created_at, status, customer_name, whatsapp, address, note, subtotal_fils, delivery_fils, discount_fils, total_fils, voucher_code,
      delivery_date, delivery_window, delivery_window_start, delivery_window_end)
    select timestamptz '2026-11-20 12:00:00.5+00' - (n / 4) * interval '20 seconds' + (case when n % 4 = 0 then 3 else 0 end) * interval '1 microsecond',
      (array['pending','confirmed','delivered'])[n % 3 + 1],
      case when n % 97 = 0 then '=Noor, "the" baker ' || n else 'Customer ' || n end,
      '+973 36' || lpad(n::text, 6, '0'),
      'Flat ' || n || ', Building ' || (n % 300) || ', Road ' || (n % 400) || ', Block ' || (n % 900) || E',\\n' || repeat('near the blue mosque, second turn after the bakery; ', 5),
      case when n % 5 = 0 then 'Ring twice' else '' end,
      15000, 2000, case when n % 7 = 0 then 1500 else 0 end, case when n % 7 = 0 then 15500 else 17000 end,
      case when n % 7 = 0 then 'TENOFF' end,
      case when n % 11 = 0 then date '2026-11-26' end, case when n % 11 = 0 then 'evening' end,
      case when n % 11 = 0 then '16:00' end, case when n % 11 = 0 then '20:00' end
    from generate_series(1, ${ORDERS}) n`);
  await connection.execute(`
    insert into order_line (order_id, product_id, name, name_ar, unit_price_fils, quantity, message)
    select o.id, case when line.kept then ${product!.id} end, line.name, line.name_ar, line.price, line.quantity,
      case when line.kept and o.id % 13 = 0 then 'Happy Birthday "Sara"' end
    from "order" o, (values (true, 'Chocolate Fudge Cake', 'كيكة شوكولاتة بالفدج', 12500, 1), (false, 'Fudgy Brownie Mix', '', 1250, 2)) as line(kept, name, name_ar, price, quantity)`);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.admin });

/** Every page of `?limit=100&offset=...`, put together. */
async function pagedList(query: string): Promise<unknown[]> {
  const all: unknown[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = (await get(`/api/orders?${query}&limit=100&offset=${offset}`)).json<unknown[]>();
    all.push(...page);
    if (page.length < 100) return all;
  }
}

interface Download {
  request: http.ClientRequest;
  response: Promise<http.IncomingMessage>;
}

/** A GET over a connection of its own, its answer not yet read. */
function download(path: string, headers: Record<string, string> = {}): Download {
  const request = http.get(`${base}${path}`, { agent: false, headers });
  const response = new Promise<http.IncomingMessage>((done, fail) => {
    request.once('response', done);
    request.once('error', fail);
  });
  return { request, response };
}

function readAll(response: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((done, fail) => {
    response.once('end', () => done(Buffer.concat(chunks).toString('utf8')));
    response.once('error', fail);
  });
}

/** Waits until no order has been read for half a second; answers how many were. */
async function ordersReadOnceSettled(): Promise<number> {
  for (let last = -1, still = 0; ; await sleep(100)) {
    still = ordersRead === last ? still + 1 : 0;
    last = ordersRead;
    if (still >= 5) return last;
  }
}

describe('GET /api/orders without limit, over thousands of orders', { timeout: 120_000 }, () => {
  it('answers the paged lists put together: the same orders in the same order and shape, with the count', async () => {
    const whole = await get('/api/orders');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(whole.headers['x-total-count']).toBe(String(ORDERS));
    const orders = whole.json<Array<{ id: number }>>();
    expect(orders).toHaveLength(ORDERS);
    expect(new Set(orders.map((order) => order.id)).size).toBe(ORDERS);
    expect(orders).toEqual(await pagedList(''));
  });

  it('keeps the filters and the language: names in Arabic, the count of the matching orders', async () => {
    const query = 'status=pending&q=Customer&lang=ar';
    const whole = await get(`/api/orders?${query}`);
    const paged = await pagedList(query);
    expect(paged.length).toBeGreaterThan(1000);
    expect(whole.json()).toEqual(paged);
    expect(whole.headers['x-total-count']).toBe(String(paged.length));
    expect(JSON.stringify(paged)).toContain('كيكة شوكولاتة بالفدج');
  });

  it('keeps a search of WhatsApp digits typed in Arabic on every page: +973 3600 1000 to 1999', async () => {
    const query = `q=${encodeURIComponent('٣٦٠٠ ١')}`;
    const whole = await get(`/api/orders?${query}`);
    expect(whole.headers['x-total-count']).toBe('1000');
    expect(whole.json()).toEqual(await pagedList(query));
  });

  it('exports every matching order in the CSV, as the file made from the paged lists', async () => {
    const response = await get('/api/orders/export.csv?from=2026-11-01&lang=ar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const paged = (await pagedList('from=2026-11-01&lang=ar')) as Parameters<typeof ordersCsv>[0];
    expect(response.rawPayload.toString('utf8')).toBe(ordersCsv(paged, 'ar'));
  });

  it('answers a readiness probe and places an order while a list is being sent, before the list is read in full', async () => {
    const before = ordersRead;
    const list = download('/api/orders', t.admin);
    const body = readAll(await list.response);
    const ready = await fetch(`${base}/health/ready`);
    const order = await placeOrderOverHttp(base, { customerName: 'Meanwhile' });
    const readWhenAnswered = ordersRead - before;
    expect(ready.status).toBe(200);
    expect(order.status).toBe(201);
    expect(readWhenAnswered).toBeLessThan(ORDERS);
    // The list is the orders placed before it started.
    expect(JSON.parse(await body)).toHaveLength(ORDERS);
  });

  it('reads no further than a client that stops reading takes, holding little for it, then goes on when it reads again', async () => {
    let answer: http.ServerResponse | undefined;
    t.app.server.once('request', (_request, response: http.ServerResponse) => (answer = response));
    const before = ordersRead;
    const list = download('/api/orders', t.admin);
    const response = await list.response;
    response.pause();
    const readWhilePaused = (await ordersReadOnceSettled()) - before;
    const total = Number(response.headers['x-total-count']);
    // Loopback's socket buffers take a few megabytes; the server read no further, and holds a page or so.
    expect(readWhilePaused).toBeLessThan(total * 0.8);
    expect(answer!.writableLength + answer!.socket!.writableLength).toBeLessThan(256 * 1024);
    const body = readAll(response);
    response.resume();
    expect(JSON.parse(await body)).toHaveLength(total);
  });

  it('stops reading when the client leaves', async () => {
    const before = ordersRead;
    const list = download('/api/orders', t.admin);
    const response = await list.response;
    await new Promise((done) => response.once('data', done));
    list.request.destroy();
    expect((await ordersReadOnceSettled()) - before).toBeLessThan(ORDERS / 2);
  });
});
