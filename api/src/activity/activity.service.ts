import { Field, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../graphql/request-context';
import { ActivityEntry } from './activity-entry.entity';
import { activityPaging, activityWhere, type ActivityFilters, type ActivityPaging } from './activity-search';

@ObjectType({ description: 'A page of the activity record, newest first, and how many entries match the filters.' })
export class ActivityPage {
  @Field(() => [ActivityEntry])
  items!: ActivityEntry[];

  @Field(() => Int, { description: 'Entries matching the filters, on every page.' })
  total!: number;
}

export const activityService = {
  /** A page of the entries matching the filters, newest first, with how many match in all. */
  async page(ctx: RequestContext, filters: ActivityFilters, paging: ActivityPaging): Promise<ActivityPage> {
    const where = activityWhere(filters);
    const { limit, offset } = activityPaging(paging);
    const [items, total] = await ctx.em.findAndCount(ActivityEntry, where, {
      orderBy: { at: 'desc', id: 'desc' },
      limit,
      offset,
    });
    return { items, total };
  },
};
