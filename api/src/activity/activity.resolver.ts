import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Query, Resolver } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import { parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import { ActivityEntity } from './activity-kinds';
import { DEFAULT_ACTIVITY_PAGE, MAX_ACTIVITY_PAGE } from './activity-search';
import { ActivityPage, activityService } from './activity.service';

@InputType({ description: 'Which entries of the activity record to list; every one when empty.' })
export class ActivityFilter {
  @Field(() => ID, { nullable: true, description: 'Only what this account did.' })
  actorId?: string | null;

  @Field(() => ActivityEntity, { nullable: true, description: 'Only entries about this kind of thing.' })
  entity?: ActivityEntity | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: from the start of that day, Bahrain time; or an ISO 8601 instant with its offset.',
  })
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: to the end of that day, Bahrain time; or an ISO 8601 instant (included).',
  })
  to?: string | null;
}

@Resolver()
export class ActivityResolver {
  @Authorized(AdminRole.owner)
  @Query(() => ActivityPage, {
    description:
      'The activity record, newest first: every change to products, their options, categories, vouchers, settings, delivery rules, the statuses and changes of orders, and accounts, and every sign-in, failed sign-in and sign-out, with who and when.',
  })
  activity(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ActivityFilter, { nullable: true }) filter: ActivityFilter | null,
    @Arg('limit', () => Int, {
      nullable: true,
      description: `1 to ${MAX_ACTIVITY_PAGE}; ${DEFAULT_ACTIVITY_PAGE} when omitted.`,
    })
    limit: number | null,
    @Arg('offset', () => Int, { nullable: true, description: 'Entries skipped, 0 or more.' }) offset: number | null,
  ): Promise<ActivityPage> {
    const { actorId, entity, from, to } = filter ?? {};
    return activityService.page(
      ctx,
      { actorId: actorId == null ? null : parseId(actorId, 'account'), entity, from, to },
      { limit, offset },
    );
  }
}
