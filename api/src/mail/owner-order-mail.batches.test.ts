import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { placeOrder } from '../orders/order-testing';
import type { MailMessage } from './mailer';
import { OWNER_ORDER_MAIL_CONCURRENCY, OWNER_ORDER_MAIL_QUEUE } from './owner-order-mail';
import { mailsSettled, outboxMails } from './testing/outbox';

// Several order mails are taken and sent at once (a burst of orders must not wait an hour for
// its mails): each mail is still tried, retried and recorded on its own. Runs on the embedded
// database and, with DATABASE_URL, on a real PostgreSQL.
const t = useTestApp({
  jobs: { pollingIntervalSeconds: 0.5, ownerMailRetries: { retryLimit: 2, retryDelaySeconds: 1, backoff: false } },
});

const RETRY_LOG = 'The new order could not be mailed to the shop yet: it will be tried again';

async function placeOneOrder(): Promise<number> {
  const response = await placeOrder(t.app);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().orderId;
}

/** Places `count` orders, `atOnce` of them at a time, as a busy hour of the shop would. */
async function placeOrders(count: number, atOnce = 10): Promise<number[]> {
  const ids: number[] = [];
  for (let placed = 0; placed < count; placed += atOnce) {
    ids.push(...(await Promise.all(Array.from({ length: Math.min(atOnce, count - placed) }, placeOneOrder))));
  }
  return ids;
}

const orderOf = (subject: string) => Number(/^New order #(\d+):/.exec(subject)?.[1]);
const mailedOrders = async () =>
  (await outboxMails(t)).map((mail) => orderOf(mail.subject)).filter((id) => !Number.isNaN(id));
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

async function until(condition: () => boolean, what: string, limitMs = 20_000): Promise<void> {
  for (const deadline = Date.now() + limitMs; !condition();) {
    if (Date.now() > deadline) throw new Error(`Waited ${limitMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Holds every send until released, counting the sends under way; `fail` may make a send
 * throw once released, as a mail server refusing one message would.
 */
function holdSends(fail: (message: MailMessage) => Error | undefined = () => undefined) {
  const mailer = t.app.mailer;
  const realSend = mailer.send;
  const state = { underWay: 0, most: 0, started: [] as number[] };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  mailer.send = async (message: MailMessage) => {
    state.underWay += 1;
    state.most = Math.max(state.most, state.underWay);
    state.started.push(orderOf(message.subject));
    try {
      await released;
      const failure = fail(message);
      if (failure) throw failure;
      return await realSend(message);
    } finally {
      state.underWay -= 1;
    }
  };
  return {
    state,
    release,
    restore: () => {
      release();
      mailer.send = realSend;
    },
  };
}

async function jobsOf(orderIds: number[]): Promise<Map<number, { state: string; retries: number }>> {
  const rows = await t.orm.em
    .getConnection()
    .execute<Array<{ order_id: number; state: string; retry_count: number }>>(
      `select (data->>'orderId')::int as order_id, state, retry_count from pgboss.job where name = ? and (data->>'orderId')::int in (?)`,
      [OWNER_ORDER_MAIL_QUEUE, orderIds],
    );
  return new Map(rows.map((row) => [row.order_id, { state: row.state, retries: row.retry_count }]));
}

describe("the owner's order mails, several at a time", () => {
  it(`sends up to ${OWNER_ORDER_MAIL_CONCURRENCY} side by side and never more, while orders keep being placed`, async () => {
    await mailsSettled(t);
    const held = holdSends();
    try {
      const orderIds = await placeOrders(OWNER_ORDER_MAIL_CONCURRENCY * 2 + 5);
      await until(
        () => held.state.underWay === OWNER_ORDER_MAIL_CONCURRENCY,
        `${OWNER_ORDER_MAIL_CONCURRENCY} sends under way`,
      );
      // Several polling intervals with jobs waiting and every slot taken: no further send starts.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(held.state.underWay).toBe(OWNER_ORDER_MAIL_CONCURRENCY);
      expect(held.state.started).toHaveLength(OWNER_ORDER_MAIL_CONCURRENCY);
      // The mails waiting on the mail server hold no database connection: the shop still takes orders.
      orderIds.push(await placeOneOrder());

      held.release();
      await mailsSettled(t);
      expect(held.state.most).toBe(OWNER_ORDER_MAIL_CONCURRENCY);
      expect(sorted(held.state.started)).toEqual(sorted(orderIds));
    } finally {
      held.restore();
    }
  });

  it('retries only the mail whose send failed; the others of its batch are recorded sent, once', async () => {
    await mailsSettled(t);
    let failing: number | undefined;
    let refused: number | undefined;
    const held = holdSends((message) => {
      if (refused !== undefined || orderOf(message.subject) !== failing) return undefined;
      refused = orderOf(message.subject);
      return new Error('451 4.3.0 Temporary failure, try again later');
    });
    let orderIds: number[];
    try {
      orderIds = await placeOrders(5, 5);
      failing = orderIds[2];
      // All five under way together, so the failure happens beside sends that succeed.
      await until(() => held.state.underWay === 5, 'the five sends under way');
      held.release();
      await mailsSettled(t);
    } finally {
      held.restore();
    }

    expect(refused).toBe(failing);
    const mailed = await mailedOrders();
    for (const orderId of orderIds)
      expect(
        mailed.filter((id) => id === orderId),
        `mails of order ${orderId}`,
      ).toHaveLength(1);
    const retried = t.logs.filter((line) => line.msg === RETRY_LOG && orderIds.includes(line.orderId as number));
    expect(retried.map((line) => [line.orderId, line.attempt])).toEqual([[failing, 1]]);
    const jobs = await jobsOf(orderIds);
    for (const orderId of orderIds)
      expect(jobs.get(orderId), `job of order ${orderId}`).toEqual({
        state: 'completed',
        retries: orderId === failing ? 1 : 0,
      });
  });

  it('drains a burst of 200 orders with one mail each: none lost, none twice', { timeout: 180_000 }, async () => {
    await mailsSettled(t);
    const before = await mailedOrders();
    const orderIds = await placeOrders(200);
    await mailsSettled(t);

    const mailed = (await mailedOrders()).filter((id) => !before.includes(id));
    expect(sorted(mailed)).toEqual(sorted(orderIds));
    const jobs = await jobsOf(orderIds);
    expect(jobs.size).toBe(200);
    expect([...jobs.values()].every((job) => job.state === 'completed')).toBe(true);
  });
});
