import type { Feature } from '../feature/feature';
import mailPlugin from './mail.plugin';
import { MailResolver } from './mail.resolver';
import { mailRestRoutes } from './mail.rest';

/** The owner's new-order emails (queued, retried, listed when they fail) and the test email. */
export const mailFeature: Feature = {
  name: 'mail',
  resolvers: [MailResolver],
  restRoutes: mailRestRoutes,
  services: async (app, { config, orm, jobRetries }) => {
    await app.register(mailPlugin, { orm, smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, ownerMailRetries: jobRetries });
  },
};
