import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../graphql/request-context';
import { ORDER_LOOKUP_LIMIT, orderLookupService } from './order-lookup';
import { OrderLookup } from './order-lookup.type';

@Resolver(() => OrderLookup)
export class OrderLookupResolver {
  @Query(() => OrderLookup, {
    description: `A guest's own order by its id and the WhatsApp number it was placed with (digits compared, a local eight-digit number as Bahrain's). NOT_FOUND, with one message, for an unknown id and a wrong number alike; TOO_MANY_REQUESTS past ${ORDER_LOOKUP_LIMIT.limit} lookups per ${ORDER_LOOKUP_LIMIT.windowMs / 60_000} minutes from one address.`,
  })
  orderLookup(
    @Ctx() ctx: RequestContext,
    @Arg('orderId', () => String) orderId: string,
    @Arg('whatsapp', () => String) whatsapp: string,
  ): Promise<OrderLookup> {
    return orderLookupService.find(ctx, orderId, whatsapp);
  }
}
