import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailerOptions } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The server's one mailer (the owner's order mails are this instance's share of their queue,
 * mail.feature.ts). Closing the server waits for the mail still being sent.
 */
const mailPlugin: FastifyPluginAsync<MailerOptions> = async (app, options) => {
  const mailer = createMailer(options);
  app.decorate('mailer', mailer);
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
