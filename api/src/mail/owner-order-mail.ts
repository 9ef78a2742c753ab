import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { jobFailureDetail, type JobAttempt, type JobQueue, type RetryPolicy } from '../jobs';
import { newOrderMail } from './mail-texts';
import type { Mailer } from './mailer';
import type { OwnerOrderMailReader } from './owner-order-mail-reader';

/** The queue of the owner's new-order emails, one job per order. */
export const OWNER_ORDER_MAIL_QUEUE = 'owner-order-mail';

/**
 * Ten retries, the first one or two minutes after the failure, each wait twice the one before
 * (pg-boss adds up to as much again at random, so instances do not retry in step): the last try
 * comes 17 to 34 hours after the order. A mail server down for a night, or a wrong password
 * fixed the next morning, still delivers every order; after that the owner sees the failures
 * on the dashboard and can send them again.
 */
export const OWNER_ORDER_MAIL_RETRIES: RetryPolicy = { retryLimit: 10, retryDelaySeconds: 60, backoff: true };

/**
 * Order mails sent at once by one instance: the mails of a burst of orders (a holiday's opening
 * hour) leave within seconds of its last order, while the shop's database and mail server see a
 * handful at a time.
 */
export const OWNER_ORDER_MAIL_CONCURRENCY = 10;

export interface OwnerOrderMailJob {
  orderId: number;
}

export const FINAL_FAILURE_MESSAGE = 'The new order could not be mailed to the shop';

/** The job's key: one owner mail per order, whoever enqueues it. */
export const ownerOrderMailKey = (orderId: number) => String(orderId);

/** Adds the order's mail to the queue in the order's own transaction (`em` is inside it). */
export function enqueueOwnerOrderMail(jobs: JobQueue, em: EntityManager, orderId: number): Promise<void> {
  return jobs.enqueue<OwnerOrderMailJob>(em, OWNER_ORDER_MAIL_QUEUE, ownerOrderMailKey(orderId), { orderId });
}

export interface OwnerOrderMailDeps {
  reader: OwnerOrderMailReader;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * One try of an order's mail. Everything is read now, when the mail goes out (the order, the
 * shop email, the owner's language), so a retry hours later sends to the email the owner has
 * fixed meanwhile. A failure throws so the queue tries again; the last one is logged as an error.
 */
export async function sendOwnerOrderMail(
  { reader, mailer, log }: OwnerOrderMailDeps,
  { data: { orderId }, number, isLast }: JobAttempt<OwnerOrderMailJob>,
): Promise<void> {
  try {
    // Asked for together, so the reads of the tries starting at once are made together.
    const [order, { to, language }] = await Promise.all([reader.order(orderId), reader.recipient()]);
    if (!order) {
      log.warn({ orderId }, 'The order to mail to the shop no longer exists');
      return;
    }
    if (!to) {
      log.warn({ orderId }, 'No shop email is set in the settings: the new order was not mailed');
      return;
    }
    await mailer.send(newOrderMail(order, to, language));
    log.info({ orderId, attempt: number }, 'New order mailed to the shop');
  } catch (error) {
    if (isLast) log.error({ ...jobFailureDetail(error), orderId, attempts: number }, FINAL_FAILURE_MESSAGE);
    else
      log.warn(
        { ...jobFailureDetail(error), orderId, attempt: number },
        'The new order could not be mailed to the shop yet: it will be tried again',
      );
    throw error;
  }
}
