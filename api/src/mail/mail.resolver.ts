import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import { parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import { FailedOwnerNotification } from './failed-owner-notification';
import { MAX_FAILED_NOTIFICATIONS_LISTED, mailService } from './mail.service';
import { TestEmailResult } from './test-email-result';

@Resolver()
export class MailResolver {
  @Authorized(AdminRole.owner)
  @Mutation(() => TestEmailResult, {
    description: 'Sends a test email to the shop email of the settings; a failure is reported in the answer.',
  })
  sendTestEmail(@Ctx() ctx: RequestContext): Promise<TestEmailResult> {
    return mailService.sendTestEmail(ctx);
  }

  @Authorized(AdminRole.owner)
  @Query(() => [FailedOwnerNotification], {
    description: `New orders whose email to the shop failed every try (retried for about a day), newest failure first: the newest ${MAX_FAILED_NOTIFICATIONS_LISTED}.`,
  })
  failedOwnerNotifications(@Ctx() ctx: RequestContext): Promise<FailedOwnerNotification[]> {
    return mailService.failedOwnerNotifications(ctx);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => Boolean, {
    description:
      'Sends a failed order email once more, at once; the order leaves the failed list unless that try fails too.',
  })
  retryOwnerNotification(@Ctx() ctx: RequestContext, @Arg('orderId', () => ID) orderId: string): Promise<boolean> {
    return mailService.retryOwnerNotification(ctx, parseId(orderId, 'order'));
  }
}
