import type { RequestContext } from '../graphql/request-context';
import { settingsService } from '../settings/settings.service';
import { NotFoundError } from '../errors/domain-errors';
import type { FailedOwnerNotification } from './failed-owner-notification';
import { testMail } from './mail-texts';
import type { Mailer } from './mailer';
import { ownerMailLanguage } from './owner-mail-language';
import { OWNER_ORDER_MAIL_QUEUE, ownerOrderMailKey, type OwnerOrderMailJob } from './owner-order-mail';
import type { TestEmailResult } from './test-email-result';

/** The most failed order mails listed at once (the newest); retrying some lets older ones show. */
export const MAX_FAILED_NOTIFICATIONS_LISTED = 100;

function mailerOf(ctx: RequestContext): Mailer {
  return ctx.request.server.mailer;
}

/** Mail goes to the shop email of the site settings. */
async function shopEmail(ctx: RequestContext): Promise<string> {
  return (await settingsService.get(ctx)).email.trim();
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
      await mailerOf(ctx).send(testMail(to, await ownerMailLanguage(ctx.em, ctx.log)));
    } catch (error) {
      ctx.log.warn({ err: error }, 'The test email could not be sent');
      return { success: false, message: error instanceof Error ? error.message : String(error) };
    }
    return { success: true, message: `Test email sent to ${to}` };
  },

  /**
   * The order mails that failed every try, newest failure first, for the admin to see and retry:
   * the newest MAX_FAILED_NOTIFICATIONS_LISTED. Failures are kept for weeks, and while the mail
   * server is down every order placed adds one, so the list has no bound of its own.
   */
  async failedOwnerNotifications(ctx: RequestContext): Promise<FailedOwnerNotification[]> {
    const failed = await ctx.request.server.jobs.failed<OwnerOrderMailJob>(
      OWNER_ORDER_MAIL_QUEUE,
      MAX_FAILED_NOTIFICATIONS_LISTED,
    );
    return failed.map(({ data, attempts, lastError, failedAt }) => ({
      orderId: data.orderId,
      attempts,
      lastError,
      failedAt,
    }));
  },

  /** Sends a failed order mail once more; NotFound when that order has no failed mail. */
  async retryOwnerNotification(ctx: RequestContext, orderId: number): Promise<boolean> {
    if (!(await ctx.request.server.jobs.retry(OWNER_ORDER_MAIL_QUEUE, ownerOrderMailKey(orderId))))
      throw new NotFoundError('Failed order email');
    ctx.log.info({ orderId }, 'The failed order email is being sent again');
    return true;
  },
};
