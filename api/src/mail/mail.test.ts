import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDinar } from '@crumb/shared/money';
import { adminHeaders } from '../../test/admin-session';
import { useTestApp } from '../../test/use-test-app';
import { SiteSettings } from '../settings/site-settings.entity';
import { mailsSettled } from './testing/outbox';

const t = useTestApp();
let productId: number;
beforeAll(async () => {
  productId = (await t.app.inject({ method: 'GET', url: '/api/products' })).json()[0].id;
});

/** The .eml files in the outbox, oldest first, once every mail queued or under way has been written. */
async function outbox(): Promise<string[]> {
  await mailsSettled(t);
  const files = (await readdir(t.config.outboxDir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map((name) => readFile(join(t.config.outboxDir, name), 'utf8')));
}

const placeOrder = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      customerName: 'Huda',
      whatsapp: '+973 3555 0101',
      address: 'Road 1, Riffa',
      note: 'No nuts please',
      paymentMethod: 'cash',
      items: [{ productId, quantity: 2 }],
    },
  });

const testEmail = async (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/test-email',
    headers: { ...headers, 'content-type': 'application/json' },
  });

async function setShopEmail(email: string) {
  const em = t.orm.em.fork();
  const settings = await em.findOneOrFail(SiteSettings, SiteSettings.SINGLETON_ID);
  settings.email = email;
  await em.flush();
}

describe('the new-order notification', () => {
  it('mails the shop email of the settings about every new order (to the outbox without SMTP_URL)', async () => {
    const before = (await outbox()).length;
    const placed = (await placeOrder()).json();
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatch(/^To: hello@crumb\.bh$/m);
    expect(mail).toMatch(/^From: Crumb <no-reply@crumb\.local>$/m);
    expect(mail).toContain(`Subject: New order #${placed.orderId}: ${formatDinar(placed.total)} BD`);
    expect(mail).toContain('WhatsApp: +973 3555 0101');
    expect(mail).toContain('No nuts please');
  });

  it('is not sent again for a replayed idempotent request', async () => {
    await placeOrder({ 'idempotency-key': 'mail-once' });
    const before = (await outbox()).length;
    const replay = await placeOrder({ 'idempotency-key': 'mail-once' });
    expect(replay.statusCode).toBe(201);
    expect(await outbox()).toHaveLength(before);
  });

  it('is skipped with a warning, the order still placed, when the settings have no email', async () => {
    await setShopEmail('');
    try {
      const before = (await outbox()).length;
      expect((await placeOrder()).statusCode).toBe(201);
      expect(await outbox()).toHaveLength(before);
      expect(t.logs.some((line) => line.level === 40 && String(line.msg).includes('No shop email'))).toBe(true);
    } finally {
      await setShopEmail('hello@crumb.bh');
    }
  });
});

describe('POST /api/orders/test-email', () => {
  it('sends a test email to the shop email and says so', async () => {
    const before = (await outbox()).length;
    const response = await testEmail(await adminHeaders(t));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Test email sent to hello@crumb.bh' });
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain('Subject: Crumb test email');
  });

  it('answers success false when the settings have no email', async () => {
    await setShopEmail('  ');
    try {
      expect((await testEmail(await adminHeaders(t))).json()).toEqual({
        success: false,
        message: 'No shop email is set in the settings',
      });
    } finally {
      await setShopEmail('hello@crumb.bh');
    }
  });

  it('answers 401 without the admin token', async () => {
    const response = await testEmail({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
