import { reaction } from '../events/reaction';
import { featureJob, type Feature } from '../feature/feature';
import { OrderPlaced } from '../orders/order-placed.event';
import { StaffInvited } from '../staff/staff-invited.event';
import { mailInvitation } from './invitation-mail';
import mailPlugin from './mail.plugin';
import { MailResolver } from './mail.resolver';
import { mailRestRoutes } from './mail.rest';
import { ownerOrderMailReader } from './owner-order-mail-reader';
import {
  enqueueOwnerOrderMail,
  OWNER_ORDER_MAIL_CONCURRENCY,
  OWNER_ORDER_MAIL_QUEUE,
  OWNER_ORDER_MAIL_RETRIES,
  sendOwnerOrderMail,
  type OwnerOrderMailJob,
} from './owner-order-mail';

/** The owner's new-order emails (queued, retried, listed when they fail), the test email, and staff invitations. */
export const mailFeature: Feature = {
  name: 'mail',
  resolvers: [MailResolver],
  restRoutes: mailRestRoutes,
  readCache: { mutationsKeepingCache: ['sendTestEmail'] },
  services: async (app, { config }) => {
    await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
  },
  jobs: [
    // This instance's share of the owner's order mails (the job queue hands each to one instance).
    featureJob<OwnerOrderMailJob>({
      queue: OWNER_ORDER_MAIL_QUEUE,
      retries: OWNER_ORDER_MAIL_RETRIES,
      options: { concurrency: OWNER_ORDER_MAIL_CONCURRENCY },
      handler: (app, { orm }) => {
        const reader = ownerOrderMailReader(orm, app.log);
        return (attempt) => sendOwnerOrderMail({ reader, mailer: app.mailer, log: app.log }, attempt);
      },
    }),
  ],
  reactions: [
    // On the job queue in the order's own transaction (event.em is in it): the mail exists
    // exactly when the order does, once (the job's key is the order's id), and is sent by
    // whichever instance takes it, retried while the mail server is down.
    reaction(OrderPlaced, (event, app) => enqueueOwnerOrderMail(app.jobs, event.em, event.orderId)),
    // Sent at once and not queued: a queued job would store the link, whose token the database
    // keeps only hashed. The owner has the link on screen if this mail never arrives.
    reaction(StaffInvited, (event, app) => mailInvitation(app, event)),
  ],
};
