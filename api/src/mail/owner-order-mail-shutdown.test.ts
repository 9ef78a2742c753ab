import { expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { placeOrder } from '../orders/order-testing';
import type { MailMessage } from './mailer';
import { OWNER_ORDER_MAIL_QUEUE } from './owner-order-mail';
import { outboxMails } from './testing/outbox';

// Stopping a server (a deploy, a scale-down) must not cut an order's mail in half nor leave its
// job hanging as active: the running send finishes and the job is marked done before the
// database closes.
// The test starts its own server (it closes it), which on a busy machine takes half of the
// default 30 s before the test proper begins.
it('lets a mail being sent finish when the server closes, and marks its job done', { timeout: 90_000 }, async () => {
  const t = await createTestApp();
  try {
    const mailer = t.app.mailer;
    const realSend = mailer.send;
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    mailer.send = async (message: MailMessage) => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return realSend(message);
    };
    const order = await placeOrder(t.app);
    expect(order.statusCode).toBe(201);
    await sending;

    await t.app.close();

    const mails = await outboxMails(t);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`^New order #${order.json().orderId}:`)),
    ]);
    const jobs = await t.orm.em
      .getConnection()
      .execute<Array<{ state: string }>>('select state from pgboss.job where name = ?', [OWNER_ORDER_MAIL_QUEUE]);
    expect(jobs.map((job) => job.state)).toEqual(['completed']);
  } finally {
    // Closing again is harmless; this also closes the ORM and drops the database.
    await t.close();
  }
});
