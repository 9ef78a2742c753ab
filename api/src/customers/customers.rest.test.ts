import { describe, expect, it } from 'vitest';
import { accountHeaders } from '../../test/admin-session';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { firstProductId } from '../catalog/catalog-testing';
import { AdminRole } from '../graphql/admin-role';
import { orderPayload } from '../orders/order-testing';

const t = useTestApp({ admin: true });
const graphql = graphqlClient(t, () => t.admin);

interface RestCustomer {
  whatsapp: string;
  name: string;
  orders: number;
  spent: number;
  firstOrderAt: string;
  lastOrderAt: string;
  language: string;
}

/** Places an order with this name and number, and answers its id and total. */
async function order(
  customerName: string,
  whatsapp: string,
  language: 'en' | 'ar' = 'en',
): Promise<{ orderId: number; total: number }> {
  const lines = [{ productId: await firstProductId(t.app), quantity: 1 }];
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'accept-language': language },
    payload: orderPayload(lines, { customerName, whatsapp }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json();
}

const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/customers${query}`, headers: t.admin });

describe('GET /api/customers', () => {
  it('groups the orders by the number however it was typed: the latest name, counts, spent, first and last', async () => {
    const first = await order('Fatima', '+973 3600 1234');
    const second = await order('Fatima A.', '36001234');
    const third = await order('فاطمة علي', '٣٦٠٠١٢٣٤', 'ar');
    const other = await order('Sara', '0097339005678');

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const customers = response.json<RestCustomer[]>();
    // The latest to order first.
    expect(customers.map((customer) => customer.whatsapp)).toEqual(['97339005678', '97336001234']);
    const fatima = customers[1]!;
    expect(fatima).toMatchObject({ name: 'فاطمة علي', orders: 3, language: 'ar' });
    expect(fatima.spent).toBeCloseTo(first.total + second.total + third.total, 3);
    expect(Date.parse(fatima.firstOrderAt)).toBeLessThanOrEqual(Date.parse(fatima.lastOrderAt));
    expect(customers[0]).toMatchObject({ name: 'Sara', orders: 1, spent: other.total, language: 'en' });
  });

  it('leaves cancelled orders out of what a customer spent, yet counts them', async () => {
    const kept = await order('Huda', '3311 2233');
    const cancelled = await order('Huda', '33112233');
    // The shop's statuses may not hold 'cancelled' yet: the column is freed to store it here.
    const connection = t.orm.em.getConnection();
    await connection.execute(`alter table "order" drop constraint if exists order_status_check`);
    await connection.execute(`update "order" set status = 'cancelled' where id = ?`, [cancelled.orderId]);

    const huda = (await list('?q=huda')).json<RestCustomer[]>();
    expect(huda).toHaveLength(1);
    expect(huda[0]).toMatchObject({ whatsapp: '97333112233', orders: 2, spent: kept.total });
  });

  it('searches names on any order (any case) and numbers by their digits, Arabic digits too', async () => {
    await order('Mariam', '+973 3944 5566');
    const byName = (await list('?q=MARI')).json<RestCustomer[]>();
    expect(byName.map((customer) => customer.whatsapp)).toEqual(['97339445566']);
    const byDigits = (await list(`?q=${encodeURIComponent('3944 55')}`)).json<RestCustomer[]>();
    expect(byDigits.map((customer) => customer.whatsapp)).toEqual(['97339445566']);
    const byArabicDigits = await list(`?q=${encodeURIComponent('٣٩٤٤٥٥٦٦')}`);
    expect(byArabicDigits.json<RestCustomer[]>().map((customer) => customer.whatsapp)).toEqual(['97339445566']);
    expect(byArabicDigits.headers['x-total-count']).toBe('1');
    // An earlier name still finds the customer, who shows under their latest.
    const earlier = (await list('?q=fatima%20a')).json<RestCustomer[]>();
    expect(earlier.map((customer) => customer.name)).toEqual(['فاطمة علي']);
    expect((await list('?q=nobody')).json()).toEqual([]);
  });

  it('pages with limit and offset, X-Total-Count on every page', async () => {
    const all = (await list()).json<RestCustomer[]>();
    expect(all.length).toBeGreaterThanOrEqual(4);
    const firstPage = await list('?limit=2');
    const secondPage = await list('?limit=2&offset=2');
    expect(firstPage.headers['x-total-count']).toBe(String(all.length));
    expect(secondPage.headers['x-total-count']).toBe(String(all.length));
    expect([...firstPage.json<RestCustomer[]>(), ...secondPage.json<RestCustomer[]>()]).toEqual(all.slice(0, 4));
  });

  it('refuses bad paging and a long search with 400 and changes nothing', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=two', `?q=${'a'.repeat(121)}`]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('needs a signed-in account: 401 without a token or with a bad one; staff may read it, as they read the orders', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
    const badToken = await t.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(401);
    const staff = (await accountHeaders(t, 'baker@crumb.test', AdminRole.staff)).headers;
    const asStaff = await t.app.inject({ method: 'GET', url: '/api/customers', headers: staff });
    expect(asStaff.statusCode).toBe(200);
    const asStaffOrders = await t.app.inject({ method: 'GET', url: '/api/orders?limit=1', headers: staff });
    expect(asStaffOrders.statusCode).toBe(asStaff.statusCode);
  });
});

describe('customers over GraphQL', () => {
  it("answers one customer's orders, newest first, however the number was typed", async () => {
    const { data } = await graphql(
      'query ($whatsapp: String!) { customerOrders(whatsapp: $whatsapp, limit: 2) { total items { customerName whatsapp } } }',
      { whatsapp: '+973 3600 1234' },
    );
    expect(data.customerOrders.total).toBe(3);
    expect(data.customerOrders.items).toEqual([
      { customerName: 'فاطمة علي', whatsapp: '٣٦٠٠١٢٣٤' },
      { customerName: 'Fatima A.', whatsapp: '36001234' },
    ]);
    const blank = await graphql('{ customerOrders(whatsapp: "none") { total } }');
    expect(blank.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const anonymous = await graphql('{ customers { total } }', {}, {});
    expect(anonymous.errors[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
