import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailerOptions } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The server's one mailer; closing the server waits for the mail still being sent. */
const mailPlugin: FastifyPluginAsync<MailerOptions> = async (app, options) => {
  const mailer = createMailer(options);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
  });
  app.log.info(`Mail goes to ${mailer.destination}`);
};

export default fp(mailPlugin, { name: 'mail' });
