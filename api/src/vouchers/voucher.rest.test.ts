import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { REST_VOUCHER_FIELDS, voucherCalls } from './voucher-testing';

const t = useTestApp({ admin: true });

const { asAdmin, anonymous, freshCode, createVoucher } = voucherCalls(t, 'TEST');

describe('POST /api/vouchers', () => {
  it('creates a voucher, trimmed and uppercased, active by default, and answers 201 with it', async () => {
    const response = await asAdmin('POST', '/api/vouchers', { code: '  save20 ', discount: 20, type: 'percentage' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      code: 'SAVE20',
      discount: 20,
      type: 'percentage',
      active: true,
      expiresAt: null,
      minSubtotal: null,
      usageLimit: null,
      usedCount: 0,
    });
  });

  it('keeps a fixed discount in BD with three decimals', async () => {
    const voucher = await createVoucher({ code: freshCode('FIX'), discount: 1.25, type: 'fixed', active: false });
    expect(voucher).toMatchObject({ discount: 1.25, type: 'fixed', active: false });
  });

  it('answers 409 for a code that exists, in any case', async () => {
    const code = freshCode('DUP');
    await createVoucher({ code, discount: 5, type: 'percentage' });
    const response = await asAdmin('POST', '/api/vouchers', {
      code: code.toLowerCase(),
      discount: 10,
      type: 'percentage',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Voucher code already exists' });
  });

  it('creates one voucher when the same code is sent many times at once', async () => {
    const code = freshCode('RACE');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => asAdmin('POST', '/api/vouchers', { code, discount: 10, type: 'percentage' })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const all: Array<{ code: string }> = (await asAdmin('GET', '/api/vouchers')).json();
    expect(all.filter((v) => v.code === code)).toHaveLength(1);
  });

  it.each([
    [{ discount: 0, type: 'percentage' }, 'Discount must be greater than 0'],
    [{ discount: -2, type: 'fixed' }, 'Discount must be greater than 0'],
    [{ discount: 150, type: 'percentage' }, 'A percentage discount cannot exceed 100'],
    [{ discount: 12.5, type: 'percentage' }, 'A percentage discount must be a whole number'],
    [{ discount: 1.2345, type: 'fixed' }, 'A fixed discount has at most three decimals'],
  ])('answers 400 saying what is wrong with the discount %j', async (fields, error) => {
    const response = await asAdmin('POST', '/api/vouchers', { code: freshCode(), ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it.each([
    ['', 'Voucher code is required'],
    ['   ', 'Voucher code is required'],
    ['SAVE 20', 'A voucher code may only hold letters, digits, - and _'],
    ['2024', 'A voucher code cannot be only digits'],
    ['X'.repeat(41), 'A voucher code has at most 40 characters'],
  ])('answers 400 for the code %j', async (code, error) => {
    const response = await asAdmin('POST', '/api/vouchers', { code, discount: 10, type: 'percentage' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('answers 400 for a missing field or an unknown type', async () => {
    expect((await asAdmin('POST', '/api/vouchers', { code: freshCode(), type: 'percentage' })).statusCode).toBe(400);
    const badType = await asAdmin('POST', '/api/vouchers', { code: freshCode(), discount: 5, type: 'bogus' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({ error: expect.stringContaining('type') });
  });
});

describe('GET /api/vouchers and /api/vouchers/{id}', () => {
  it('lists every voucher in the REST shape', async () => {
    const created = await createVoucher({ code: freshCode('LIST'), discount: 3, type: 'fixed' });
    const response = await asAdmin('GET', '/api/vouchers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(created);
    expect(Object.keys(response.json()[0]).sort()).toEqual(REST_VOUCHER_FIELDS);
  });

  it('answers one voucher by id or by code in any case', async () => {
    const created = await createVoucher({ code: freshCode('ONE'), discount: 15, type: 'percentage' });
    expect((await asAdmin('GET', `/api/vouchers/${created.id}`)).json()).toEqual(created);
    expect((await asAdmin('GET', `/api/vouchers/${created.code.toLowerCase()}`)).json()).toEqual(created);
  });

  it('answers 404 for an unknown id or code', async () => {
    for (const id of ['999999', 'NOSUCHCODE']) {
      const response = await asAdmin('GET', `/api/vouchers/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Voucher not found' });
    }
  });
});

describe('PUT /api/vouchers/{id}', () => {
  it('updates discount, type and active, addressed by code as the admin page does', async () => {
    const created = await createVoucher({ code: freshCode('UPD'), discount: 10, type: 'percentage' });
    const response = await asAdmin('PUT', `/api/vouchers/${created.code}`, {
      discount: 2.5,
      type: 'fixed',
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...created, discount: 2.5, type: 'fixed', active: false });
    expect((await asAdmin('GET', `/api/vouchers/${created.id}`)).json()).toEqual(response.json());
  });

  it('updates addressed by id, and keeps omitted fields', async () => {
    const created = await createVoucher({ code: freshCode('UPDID'), discount: 10, type: 'percentage' });
    const response = await asAdmin('PUT', `/api/vouchers/${created.id}`, { discount: 25 });
    expect(response.json()).toEqual({ ...created, discount: 25 });
  });

  it('never changes the code: the same code is accepted, another one refused', async () => {
    const created = await createVoucher({ code: freshCode('KEEP'), discount: 10, type: 'percentage' });
    expect(
      (await asAdmin('PUT', `/api/vouchers/${created.id}`, { code: created.code.toLowerCase(), discount: 11 }))
        .statusCode,
    ).toBe(200);
    const response = await asAdmin('PUT', `/api/vouchers/${created.id}`, { code: 'OTHER', discount: 12 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'A voucher code cannot be changed' });
  });

  it('answers 400 for a bad discount or a type change without one', async () => {
    const created = await createVoucher({ code: freshCode('BAD'), discount: 10, type: 'percentage' });
    expect((await asAdmin('PUT', `/api/vouchers/${created.id}`, { discount: 101 })).json()).toEqual({
      error: 'A percentage discount cannot exceed 100',
    });
    expect((await asAdmin('PUT', `/api/vouchers/${created.id}`, { discount: 0 })).json()).toEqual({
      error: 'Discount must be greater than 0',
    });
    const typeOnly = await asAdmin('PUT', `/api/vouchers/${created.id}`, { type: 'fixed' });
    expect(typeOnly.statusCode).toBe(400);
    expect(typeOnly.json()).toEqual({ error: 'Give the discount when changing the voucher type' });
  });

  it('answers 404 for an unknown voucher', async () => {
    expect((await asAdmin('PUT', '/api/vouchers/NOSUCH', { discount: 5 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/vouchers/{id}', () => {
  it('deletes by code or by id and answers {success: true}', async () => {
    const byCode = await createVoucher({ code: freshCode('DEL'), discount: 10, type: 'percentage' });
    const byId = await createVoucher({ code: freshCode('DELID'), discount: 10, type: 'percentage' });
    for (const ref of [byCode.code, String(byId.id)]) {
      const response = await asAdmin('DELETE', `/api/vouchers/${ref}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect((await asAdmin('GET', `/api/vouchers/${ref}`)).statusCode).toBe(404);
    }
  });

  it('answers 404 for an unknown voucher', async () => {
    expect((await asAdmin('DELETE', '/api/vouchers/424242')).json()).toEqual({ error: 'Voucher not found' });
  });
});

describe('PATCH /api/vouchers/{id}/toggle', () => {
  it('switches a voucher off and on again', async () => {
    const created = await createVoucher({ code: freshCode('TOG'), discount: 10, type: 'percentage' });
    const off = await asAdmin('PATCH', `/api/vouchers/${created.id}/toggle`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...created, active: false });
    expect((await asAdmin('PATCH', `/api/vouchers/${created.code}/toggle`)).json()).toEqual(created);
  });

  it('answers 404 for an unknown voucher', async () => {
    expect((await asAdmin('PATCH', '/api/vouchers/999999/toggle')).statusCode).toBe(404);
  });
});

// Every call that reads or writes vouchers (all but validate) is the admin's: one table, so a
// call added later is checked by adding its row.
describe('the admin voucher calls without the admin token', () => {
  it.each([
    ['POST', '/api/vouchers', { code: freshCode(), discount: 10, type: 'percentage' }],
    ['GET', '/api/vouchers', undefined],
    ['GET', '/api/vouchers/1', undefined],
    ['PUT', '/api/vouchers/1', { discount: 5 }],
    ['DELETE', '/api/vouchers/1', undefined],
    ['PATCH', '/api/vouchers/1/toggle', undefined],
  ] as const)('%s %s answers 401 with an error', async (method, url, payload) => {
    const response = await anonymous(method, url, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('POST /api/vouchers/validate', () => {
  it('answers the voucher and the discount off the subtotal, to anyone, matching the code in any case', async () => {
    const voucher = await createVoucher({ code: freshCode('VAL'), discount: 10, type: 'percentage' });
    const response = await anonymous('POST', '/api/vouchers/validate', {
      code: ` ${voucher.code.toLowerCase()} `,
      subtotal: 10.005,
    });
    expect(response.statusCode).toBe(200);
    // 10% of 10.005 BD is 1.0005 BD: rounded half up to the fil.
    expect(response.json()).toEqual({ voucher, discountAmount: 1.001 });
  });

  it('never takes off more than the subtotal', async () => {
    const voucher = await createVoucher({ code: freshCode('BIG'), discount: 50, type: 'fixed' });
    expect(
      (await anonymous('POST', '/api/vouchers/validate', { code: voucher.code, subtotal: 12.5 })).json().discountAmount,
    ).toBe(12.5);
  });

  it("answers 400 'Invalid voucher code' for an unknown or inactive code", async () => {
    const inactive = await createVoucher({ code: freshCode('OFF'), discount: 10, type: 'percentage', active: false });
    for (const code of ['NOSUCHCODE', inactive.code]) {
      const response = await anonymous('POST', '/api/vouchers/validate', { code, subtotal: 10 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid voucher code' });
    }
  });

  it("answers 400 'Please enter a voucher code' for a blank or missing code", async () => {
    for (const body of [{ code: '  ', subtotal: 10 }, { subtotal: 10 }]) {
      const response = await anonymous('POST', '/api/vouchers/validate', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please enter a voucher code' });
    }
  });

  it('answers 400 for a subtotal that is missing, negative or has more than three decimals', async () => {
    const voucher = await createVoucher({ code: freshCode('SUB'), discount: 10, type: 'percentage' });
    for (const body of [
      { code: voucher.code },
      { code: voucher.code, subtotal: -1 },
      { code: voucher.code, subtotal: 1.2345 },
    ]) {
      expect((await anonymous('POST', '/api/vouchers/validate', body)).statusCode).toBe(400);
    }
  });
});
