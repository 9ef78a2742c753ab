import { Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../graphql/request-context';
import { mailService } from './mail.service';
import { TestEmailResult } from './test-email-result';

@Resolver()
export class MailResolver {
  @Authorized()
  @Mutation(() => TestEmailResult, { description: "Sends a test email to the shop email of the settings; a failure is reported in the answer." })
  sendTestEmail(@Ctx() ctx: RequestContext): Promise<TestEmailResult> {
    return mailService.sendTestEmail(ctx);
  }
}
