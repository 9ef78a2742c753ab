import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { requiresAdmin } from './rest-admin-guard';
import { restRoutes } from '../shop';

const statements: string[] = [];
const t = useTestApp({ admin: true, onQuery: (sql) => statements.push(sql) });

/**
 * The calls anyone may make (docs/product.md#rest-api): shoppers order, check vouchers and look
 * an order up; the owner signs in (or creates the account); an invited person sets their password.
 */
const PUBLIC_WRITES = [
  'POST /orders',
  'POST /vouchers/validate',
  'POST /auth/login',
  'POST /auth/create-admin',
  'POST /orders/lookup',
  'POST /staff/accept',
];
/** Reads that are the admin's only: the orders and vouchers lists. */
const ADMIN_READS = ['GET /orders', 'GET /vouchers'];

const adminRoutes = restRoutes.filter(requiresAdmin);
const concreteUrl = (url: string) => `/api${url.replace(/:id\b/g, '1')}`;
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

describe('which REST calls are the admin’s', () => {
  it('every write but ordering, checking a voucher and signing in, plus the orders and vouchers lists', () => {
    const admin = new Set(adminRoutes.map((route) => `${route.method} ${route.url}`));
    for (const route of restRoutes) {
      const call = `${route.method} ${route.url}`;
      if (route.method !== 'GET' && !PUBLIC_WRITES.includes(call)) expect(admin.has(call), call).toBe(true);
    }
    for (const call of ADMIN_READS) expect(admin.has(call), call).toBe(true);
    for (const call of PUBLIC_WRITES) expect(admin.has(call), call).toBe(false);
  });
});

describe('an admin call without a valid token', () => {
  it.each(adminRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers 401 before looking at its body',
    async (_call, route) => {
      const url = concreteUrl(route.url);
      const tries: Array<{ headers: Record<string, string>; payload?: string }> = [
        // No token, and a body that is not even JSON.
        { headers: { 'content-type': 'application/json' }, ...(hasBody(route.method) && { payload: '{"code": ' }) },
        // No token, an empty body.
        { headers: { 'content-type': 'application/json' }, ...(hasBody(route.method) && { payload: '{}' }) },
        // A token the server never issued.
        {
          headers: { 'content-type': 'application/json', authorization: 'Bearer not.a.token' },
          ...(hasBody(route.method) && { payload: '{}' }),
        },
      ];
      for (const attempt of tries) {
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url,
          ...attempt,
        });
        expect(response.statusCode, JSON.stringify(attempt)).toBe(401);
        expect(response.json()).toEqual({ error: 'Authentication required' });
      }
    },
  );
});

describe('an admin call with a valid token', () => {
  it('still answers 400 for an invalid body', async () => {
    const postVoucher = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vouchers',
        headers: { ...t.admin, 'content-type': 'application/json' },
        payload,
      });
    const empty = await postVoucher('{}');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: expect.stringContaining('code') });

    const broken = await postVoucher('{"code": ');
    expect(broken.statusCode).toBe(400);

    const wrongType = await t.app.inject({
      method: 'PATCH',
      url: '/api/orders/1/status',
      headers: t.admin,
      payload: { status: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('looks the admin up once per call, although both the REST check and the operation ask', async () => {
    statements.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers: t.admin });
    expect(response.statusCode).toBe(200);
    expect(statements.filter((sql) => /from "admin"/.test(sql))).toHaveLength(1);
  });
});
