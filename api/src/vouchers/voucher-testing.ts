import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestAppHandle } from '../../test/use-test-app';

/** A voucher as the REST calls answer it. */
export interface RestVoucher {
  id: number;
  code: string;
  discount: number;
  type: string;
  active: boolean;
  expiresAt: string | null;
  minSubtotal: number | null;
  usageLimit: number | null;
  usedCount: number;
}

/** The fields of a REST voucher, sorted: every answer holds all of them, and no other. */
export const REST_VOUCHER_FIELDS = [
  'active',
  'code',
  'discount',
  'expiresAt',
  'id',
  'minSubtotal',
  'type',
  'usageLimit',
  'usedCount',
];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A test file's voucher calls. Each is sent as many clients send every call, with a JSON
 * content type even without a body; codes from `freshCode` are new to the file, so tests do
 * not depend on each other.
 */
export function voucherCalls(t: TestAppHandle, codePrefix: string) {
  let codeCounter = 0;
  const json = { 'content-type': 'application/json' };
  const asAdmin = (method: Method, url: string, payload?: InjectOptions['payload']) =>
    t.app.inject({ method, url, payload, headers: { ...t.admin, ...json } });
  const anonymous = (method: Method, url: string, payload?: InjectOptions['payload']) =>
    t.app.inject({ method, url, payload, headers: json });
  return {
    asAdmin,
    anonymous,
    freshCode: (prefix = codePrefix) => `${prefix}${++codeCounter}X`,
    /** POST /api/vouchers as the admin, which must answer 201: the voucher created. */
    async createVoucher(body: Record<string, unknown>): Promise<RestVoucher> {
      const response = await asAdmin('POST', '/api/vouchers', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
  };
}
