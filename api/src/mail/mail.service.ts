import { ownerLanguage } from '../auth/admin-language';
import type { RequestContext } from '../graphql/request-context';
import { DEFAULT_LANGUAGE, type Language } from '../localized/language';
import type { Order } from '../orders/order.entity';
import { settingsService } from '../settings/settings.service';
import { newOrderMail, testMail } from './mail-texts';
import type { Mailer } from './mailer';
import type { TestEmailResult } from './test-email-result';

function mailerOf(ctx: RequestContext): Mailer {
  return ctx.request.server.mailer;
}

/** Mail goes to the shop email of the site settings. */
async function shopEmail(ctx: RequestContext): Promise<string> {
  return (await settingsService.get(ctx)).email.trim();
}

/** The owner's language; a failure to read it costs the mail its language, never the mail. */
async function mailLanguage(ctx: RequestContext): Promise<Language> {
  try {
    return await ownerLanguage(ctx.em);
  } catch (error) {
    ctx.log.warn({ err: error }, "The owner's language could not be read: the mail is in English");
    return DEFAULT_LANGUAGE;
  }
}

export const mailService = {
  /**
   * A failure is an answer for the admin to read (a wrong SMTP password, say), not an error.
   * The mail is in the owner's language, as the order notices it stands for.
   */
  async sendTestEmail(ctx: RequestContext): Promise<TestEmailResult> {
    const to = await shopEmail(ctx);
    if (!to) return { success: false, message: 'No shop email is set in the settings' };
    try {
      await mailerOf(ctx).send(testMail(to, await mailLanguage(ctx)));
    } catch (error) {
      ctx.log.warn({ err: error }, 'The test email could not be sent');
      return { success: false, message: error instanceof Error ? error.message : String(error) };
    }
    return { success: true, message: `Test email sent to ${to}` };
  },

  /**
   * Tells the owner about a placed order, in the owner's language (the admin's), without making
   * the shopper wait for the mail: only the shop email and that language are read now (so the
   * mail needs no database later, even while the server shuts down); the sending runs after
   * the answer. Never throws: the order is already stored, so any failure is logged and
   * nothing more.
   */
  async notifyOwnerOfNewOrder(ctx: RequestContext, order: Order): Promise<void> {
    const logFailure = (error: unknown) => ctx.log.error({ err: error, orderId: order.id }, 'The new order could not be mailed to the shop');
    let to: string;
    try {
      to = await shopEmail(ctx);
    } catch (error) {
      logFailure(error);
      return;
    }
    if (!to) {
      ctx.log.warn({ orderId: order.id }, 'No shop email is set in the settings: the new order was not mailed');
      return;
    }
    const language = await mailLanguage(ctx);
    const mailer = mailerOf(ctx);
    mailer.sendInBackground(async () => {
      await mailer.send(newOrderMail(order, to, language));
      ctx.log.info({ orderId: order.id }, 'New order mailed to the shop');
    }, logFailure);
  },
};
