import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import { OrderLine } from './order-line.entity';
import { Order } from './order.entity';
import { OrderInput } from './order.inputs';
import { OrderReceipt } from './order-receipt';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './order-request';
import { orderService } from './order.service';
import { MAX_ORDER_PAGE, OrderPage, orderSearch } from './order-search';

@Resolver(() => Order)
export class OrderResolver {
  @Authorized()
  @Query(() => [Order], { description: 'Every order, newest first.' })
  orders(@Ctx() ctx: RequestContext): Promise<Order[]> {
    return orderService.list(ctx);
  }

  @Authorized()
  @Query(() => OrderPage, { description: 'Orders matching the filters, newest first, a page at a time, with the total matching count.' })
  orderPage(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, description: `1 to ${MAX_ORDER_PAGE}; every matching order when omitted.` }) limit?: number | null,
    @Arg('offset', () => Int, { nullable: true, description: 'Orders skipped, 0 or more.' }) offset?: number | null,
    @Arg('status', () => String, { nullable: true, description: 'pending, confirmed or delivered.' }) status?: string | null,
    @Arg('q', () => String, { nullable: true, description: "Part of the customer's name (any case), digits of their WhatsApp number, or an order id." }) q?: string | null,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD: orders placed on that day (Bahrain time) or later.' }) from?: string | null,
    @Arg('to', () => String, { nullable: true, description: 'YYYY-MM-DD: orders placed on that day (Bahrain time) or earlier.' }) to?: string | null,
  ): Promise<OrderPage> {
    return orderSearch.page(ctx, { limit, offset, status, q, from, to });
  }

  @Authorized()
  @Query(() => [Order], { description: 'The baking list: the orders to deliver on a day (YYYY-MM-DD, Bahrain), by delivery window, then oldest first.' })
  ordersToBake(@Ctx() ctx: RequestContext, @Arg('date', () => String) date: string): Promise<Order[]> {
    return orderSearch.toBake(ctx, date);
  }

  @Authorized()
  @Query(() => Order, { description: 'One order; NOT_FOUND when there is none with that id.' })
  order(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Order> {
    return orderService.get(ctx, parseId(id, 'order'));
  }

  @Mutation(() => OrderReceipt, { description: 'Places a cash-on-delivery order, priced by the server.' })
  createOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => OrderInput) input: OrderInput,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description: `1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters. Repeating a request with the same key answers the first order again; CONFLICT when the key placed a different order.`,
    })
    idempotencyKey?: string | null,
  ): Promise<OrderReceipt> {
    return orderService.create(ctx, input, idempotencyKey ?? null);
  }

  @Authorized()
  @Mutation(() => Order, { description: 'pending, confirmed or delivered, in any order.' })
  updateOrderStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
  ): Promise<Order> {
    return orderService.updateStatus(ctx, parseId(id, 'order'), status);
  }

  @FieldResolver(() => [OrderLine])
  items(@Root() order: Order): OrderLine[] {
    // Loaded with the order by the service, so this costs no query.
    return order.items.getItems();
  }
}
