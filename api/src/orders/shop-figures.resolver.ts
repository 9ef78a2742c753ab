import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import type { RequestContext } from '../graphql/request-context';
import { shopFigures } from './order-figures';
import { ShopFigures } from './shop-figures.type';

@Resolver(() => ShopFigures)
export class ShopFiguresResolver {
  // Admin only, so never in the read cache (it holds public reads).
  @Authorized(AdminRole.owner)
  @Query(() => ShopFigures, {
    description: "The dashboard's figures: today, this week, pending orders, best sellers and 14 days of sales.",
  })
  shopFigures(@Ctx() ctx: RequestContext): Promise<ShopFigures> {
    return shopFigures(ctx.em, ctx.language);
  }
}
