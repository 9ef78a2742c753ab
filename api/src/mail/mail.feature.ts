import { reaction } from '../events/reaction';
import type { Feature } from '../feature/feature';
import { OrderPlaced } from '../orders/order-placed.event';
import mailPlugin from './mail.plugin';
import { MailResolver } from './mail.resolver';
import { mailRestRoutes } from './mail.rest';
import { enqueueOwnerOrderMail } from './owner-order-mail';

/** The owner's new-order emails (queued, retried, listed when they fail) and the test email. */
export const mailFeature: Feature = {
  name: 'mail',
  resolvers: [MailResolver],
  restRoutes: mailRestRoutes,
  services: async (app, { config, orm, jobRetries }) => {
    await app.register(mailPlugin, { orm, smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, ownerMailRetries: jobRetries });
  },
  reactions: [
    // On the job queue in the order's own transaction (event.em is in it): the mail exists
    // exactly when the order does, once (the job's key is the order's id), and is sent by
    // whichever instance takes it, retried while the mail server is down.
    reaction(OrderPlaced, (event, app) => enqueueOwnerOrderMail(app.jobs, event.em, event.orderId)),
  ],
};
