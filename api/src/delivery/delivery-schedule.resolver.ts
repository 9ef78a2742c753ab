import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Fulfilment } from '../delivery-areas/fulfilment';
import { AdminRole } from '../graphql/admin-role';
import type { RequestContext } from '../graphql/request-context';
import type { DeliveryRules, DeliveryRulesChange } from './delivery-rules';
import { deliveryScheduleService } from './delivery-schedule.service';
import { DeliveryDayView, DeliveryScheduleInput, DeliveryScheduleView } from './delivery-schedule.type';

@Resolver()
export class DeliveryScheduleResolver {
  @Query(() => DeliveryScheduleView, {
    description: "The owner's delivery schedule (off until the owner turns it on).",
  })
  deliverySchedule(@Ctx() ctx: RequestContext): Promise<DeliveryRules> {
    return deliveryScheduleService.get(ctx);
  }

  @Query(() => [DeliveryDayView], {
    description:
      "The next 14 days (Bahrain time, today first) with each window's places left; empty while the schedule is off.",
  })
  deliveryDays(
    @Ctx() ctx: RequestContext,
    @Arg('fulfilment', () => Fulfilment, {
      nullable: true,
      defaultValue: Fulfilment.delivery,
      description:
        "How the order leaves the bakery: counts only that method's orders when the owner counts places per method.",
    })
    fulfilment: Fulfilment | null,
  ): Promise<DeliveryDayView[]> {
    return deliveryScheduleService.days(ctx, fulfilment ?? Fulfilment.delivery);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => DeliveryScheduleView, { description: 'Replaces the delivery schedule.' })
  updateDeliverySchedule(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DeliveryScheduleInput) input: DeliveryRulesChange,
  ): Promise<DeliveryRules> {
    return deliveryScheduleService.update(ctx, input);
  }
}
