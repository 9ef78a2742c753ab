import { describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';
import { placeOrder } from '../orders/order-testing';
import type { MailMessage } from './mailer';
import { FINAL_FAILURE_MESSAGE, OWNER_ORDER_MAIL_QUEUE } from './owner-order-mail';
import { mailsSettled, outboxMails } from './testing/outbox';

// Runs on the embedded database and, with DATABASE_URL, on a real PostgreSQL: the same queue.
// Three tries in all, a second apart: production waits hours (OWNER_ORDER_MAIL_RETRIES).
const t = useTestApp({
  admin: true,
  jobs: { pollingIntervalSeconds: 0.5, ownerMailRetries: { retryLimit: 2, retryDelaySeconds: 1, backoff: false } },
});
const graphql = graphqlClient(t, () => t.admin);

async function placeOneOrder(productId?: number): Promise<{ statusCode: number; orderId: number }> {
  const response = await placeOrder(t.app, productId === undefined ? undefined : [{ productId, quantity: 1 }]);
  return { statusCode: response.statusCode, orderId: response.json().orderId };
}

/** The queue's jobs of one order, read from pg-boss's table. */
async function jobsOfOrder(orderId: number): Promise<number> {
  const rows = await t.orm.em
    .getConnection()
    .execute<Array<{ count: number }>>(
      `select count(*)::int as count from pgboss.job where name = ? and (data->>'orderId')::int = ?`,
      [OWNER_ORDER_MAIL_QUEUE, orderId],
    );
  return rows[0]!.count;
}

/** Makes the next `times` sends fail as a mail server that is down would; answers a restore. */
function failNextSends(times: number, reason = 'connect ECONNREFUSED 127.0.0.1:587') {
  const mailer = t.app.mailer;
  const realSend = mailer.send;
  let left = times;
  mailer.send = async (message: MailMessage) => {
    if (left > 0) {
      left -= 1;
      throw new Error(reason);
    }
    return realSend(message);
  };
  return () => {
    mailer.send = realSend;
  };
}

const subjectsOf = async (orderId: number) =>
  (await outboxMails(t)).filter((mail) => mail.subject.startsWith(`New order #${orderId}:`));

const FAILED_QUERY = '{ failedOwnerNotifications { orderId attempts lastError failedAt } }';

describe("the owner's order mail on the job queue", () => {
  it('is one job per order, written with the order', async () => {
    const { statusCode, orderId } = await placeOneOrder();
    expect(statusCode).toBe(201);
    expect(await jobsOfOrder(orderId)).toBe(1);
    expect(await subjectsOf(orderId)).toHaveLength(1);
  });

  it('is not queued for an order that was not placed (the transaction rolled back)', async () => {
    const before = await t.orm.em
      .getConnection()
      .execute<Array<{ count: number }>>(`select count(*)::int as count from pgboss.job where name = ?`, [
        OWNER_ORDER_MAIL_QUEUE,
      ]);
    expect((await placeOneOrder(987654)).statusCode).toBe(400);
    const after = await t.orm.em
      .getConnection()
      .execute<Array<{ count: number }>>(`select count(*)::int as count from pgboss.job where name = ?`, [
        OWNER_ORDER_MAIL_QUEUE,
      ]);
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it('is retried while the mail server is down and sent once when it is back', async () => {
    const restore = failNextSends(2);
    try {
      const { orderId } = await placeOneOrder();
      await mailsSettled(t);
      expect(await subjectsOf(orderId)).toHaveLength(1);
      const tries = t.logs.filter(
        (line) =>
          line.orderId === orderId &&
          line.msg === 'The new order could not be mailed to the shop yet: it will be tried again',
      );
      expect(tries.map((line) => line.attempt)).toEqual([1, 2]);
      expect(t.logs.some((line) => line.orderId === orderId && line.msg === FINAL_FAILURE_MESSAGE)).toBe(false);
      expect((await graphql(FAILED_QUERY)).data.failedOwnerNotifications).not.toContainEqual(
        expect.objectContaining({ orderId: String(orderId) }),
      );
    } finally {
      restore();
    }
  });

  it('shows as failed after the last try (query, REST and log), and is sent by a retry', async () => {
    const restore = failNextSends(3, 'Invalid login: 535 Authentication failed');
    let orderId: number;
    try {
      ({ orderId } = await placeOneOrder());
      await mailsSettled(t);
    } finally {
      restore();
    }
    expect(await subjectsOf(orderId)).toHaveLength(0);
    expect(t.logs.find((line) => line.orderId === orderId && line.msg === FINAL_FAILURE_MESSAGE)).toMatchObject({
      level: 50,
      attempts: 3,
    });

    const failed = (await graphql(FAILED_QUERY)).data.failedOwnerNotifications;
    expect(failed).toContainEqual({
      orderId: String(orderId),
      attempts: 3,
      lastError: 'Invalid login: 535 Authentication failed',
      failedAt: expect.any(String),
    });
    const rest = await t.app.inject({ method: 'GET', url: '/api/notifications/failed', headers: t.admin });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toContainEqual({
      orderId,
      attempts: 3,
      lastError: 'Invalid login: 535 Authentication failed',
      failedAt: expect.any(String),
    });

    expect(
      await graphql('mutation ($orderId: ID!) { retryOwnerNotification(orderId: $orderId) }', {
        orderId: String(orderId),
      }),
    ).toEqual({ data: { retryOwnerNotification: true } });
    await mailsSettled(t);
    expect(await subjectsOf(orderId)).toHaveLength(1);
    expect((await graphql(FAILED_QUERY)).data.failedOwnerNotifications).not.toContainEqual(
      expect.objectContaining({ orderId: String(orderId) }),
    );
  });

  it('refuses to retry an order without a failed mail, and answers admins only', async () => {
    const { orderId } = await placeOneOrder();
    await mailsSettled(t);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/failed/${orderId}/retry`,
      headers: t.admin,
    });
    expect(retry.statusCode).toBe(404);
    expect(retry.json()).toEqual({ error: 'Failed order email not found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/failed' })).statusCode).toBe(401);
    expect((await graphql(FAILED_QUERY, {}, {})).errors).toBeDefined();
  });
});
