import { describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/admin-session';
import { useTestApp } from '../../test/use-test-app';
import { Order } from '../orders/order.entity';
import { firstProductId } from '../catalog/catalog-testing';
import { placeOrder } from '../orders/order-testing';
import { mailsSettled } from './testing/outbox';

// A mail server nobody listens on: every send fails at once with ECONNREFUSED.
const t = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });

describe('a failing mail transport', () => {
  it('never fails or loses the order: the failure is logged', async () => {
    const response = await placeOrder(t.app);
    expect(response.statusCode).toBe(201);
    await mailsSettled(t);
    expect(await t.orm.em.fork().findOne(Order, response.json().orderId)).not.toBeNull();
    const failure = t.logs.find((line) => line.msg === 'The new order could not be mailed to the shop');
    expect(failure).toMatchObject({ level: 50, orderId: response.json().orderId });
  });

  it('never fails the order when the shop email cannot even be read', async () => {
    const productId = await firstProductId(t.app);
    const connection = t.orm.em.getConnection();
    await connection.execute('alter table "site_settings" rename to "site_settings_gone"');
    try {
      const response = await placeOrder(t.app, [{ productId, quantity: 3 }]);
      expect(response.statusCode).toBe(201);
      expect(await t.orm.em.fork().findOne(Order, response.json().orderId)).not.toBeNull();
      // The mail is read and sent in the background, still without the table.
      await mailsSettled(t);
      expect(
        t.logs.some(
          (line) =>
            line.msg === 'The new order could not be mailed to the shop' && line.orderId === response.json().orderId,
        ),
      ).toBe(true);
    } finally {
      await connection.execute('alter table "site_settings_gone" rename to "site_settings"');
    }
  });

  it('makes the test email answer success false with the reason, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/test-email',
      headers: await adminHeaders(t),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining('ECONNREFUSED') });
  });
});
