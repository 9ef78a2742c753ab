import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import type { RequestContext } from '../graphql/request-context';
import { deliveryAreasService } from './delivery-areas.service';
import { DeliveryAreasInput, DeliveryAreasView } from './delivery-areas.type';

@Resolver()
export class DeliveryAreasResolver {
  @Query(() => DeliveryAreasView, {
    description:
      'Where the bakery delivers, at what fee and minimum, and whether it offers pickup (areas and pickup off until the owner turns them on).',
  })
  deliveryAreas(@Ctx() ctx: RequestContext): Promise<DeliveryAreasView> {
    return deliveryAreasService.get(ctx);
  }

  @Authorized(AdminRole.owner)
  @Mutation(() => DeliveryAreasView, {
    description: 'Replaces the delivery areas, their zones and the pickup settings; answers them as stored.',
  })
  updateDeliveryAreas(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DeliveryAreasInput) input: DeliveryAreasInput,
  ): Promise<DeliveryAreasView> {
    return deliveryAreasService.update(ctx, input);
  }
}
