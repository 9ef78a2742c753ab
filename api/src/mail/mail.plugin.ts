import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Orm } from '../database/orm';
import type { RetryPolicy } from '../jobs';
import { createMailer, type Mailer, type MailerOptions } from './mailer';
import { ownerOrderMailReader } from './owner-order-mail-reader';
import { OWNER_ORDER_MAIL_CONCURRENCY, OWNER_ORDER_MAIL_QUEUE, OWNER_ORDER_MAIL_RETRIES, sendOwnerOrderMail, type OwnerOrderMailJob } from './owner-order-mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions extends MailerOptions {
  orm: Orm;
  /** The owner's order mails' retries; OWNER_ORDER_MAIL_RETRIES unless a test wants seconds. */
  ownerMailRetries?: RetryPolicy;
}

/**
 * The server's one mailer, and this instance's share of the owner's order mails (the job
 * queue hands each to one instance). Closing the server waits for the mail still being sent.
 */
const mailPlugin: FastifyPluginAsync<MailPluginOptions> = async (app, { orm, ownerMailRetries = OWNER_ORDER_MAIL_RETRIES, ...options }) => {
  const mailer = createMailer(options);
  app.decorate('mailer', mailer);
  const reader = ownerOrderMailReader(orm, app.log);
  await app.jobs.work<OwnerOrderMailJob>(OWNER_ORDER_MAIL_QUEUE, ownerMailRetries, { concurrency: OWNER_ORDER_MAIL_CONCURRENCY }, (attempt) =>
    sendOwnerOrderMail({ reader, mailer, log: app.log }, attempt),
  );
  app.addHook('onClose', async () => {
    // The queue has stopped already (jobs.plugin.ts, preClose); waiting on it again costs nothing
    // and keeps the transport open until any mail it was handing over is out.
    await app.jobs.stop();
    await mailer.idle();
    mailer.close();
  });
  app.log.info(`Mail goes to ${mailer.destination}`);
};

export default fp(mailPlugin, { name: 'mail', dependencies: ['jobs'] });
