import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import { parseId } from '../graphql/ids';
import type { RequestContext } from '../graphql/request-context';
import { OrderLine } from './order-line.entity';
import { CANCEL_REASON_MAX_LENGTH, Order } from './order.entity';
import { OrderInput } from './order.inputs';
import { OrderChangeInput } from './order-change.inputs';
import { OrderReceipt } from './order-receipt';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './order-request';
import { orderService } from './order.service';
import { MAX_ORDER_PAGE, OrderPage, orderSearch } from './order-search';

/** How many orders a page holds, the same bound for both order lists. */
const PageLimit = () =>
  Arg('limit', () => Int, { nullable: true, description: `1 to ${MAX_ORDER_PAGE}; ${MAX_ORDER_PAGE} when omitted.` });

@Resolver(() => Order)
export class OrderResolver {
  @Authorized(AdminRole.staff)
  @Query(() => [Order], {
    description: `The newest orders first, a page at a time: at most ${MAX_ORDER_PAGE} (limit); the next page with after, the last id received. orderPage adds filters and the total.`,
  })
  orders(
    @Ctx() ctx: RequestContext,
    @PageLimit()
    limit?: number | null,
    @Arg('after', () => ID, {
      nullable: true,
      description: 'An order id: only the orders after it in this list (the next page).',
    })
    after?: string | null,
  ): Promise<Order[]> {
    return orderSearch.list(ctx, { limit, after: after != null ? parseId(after, 'order') : null });
  }

  @Authorized(AdminRole.staff)
  @Query(() => OrderPage, {
    description: `Orders matching the filters, newest first, a page of at most ${MAX_ORDER_PAGE} at a time, with the total matching count. The next page: offset, or after (the last id received), which stays put while new orders arrive and costs the same however deep.`,
  })
  orderPage(
    @Ctx() ctx: RequestContext,
    @PageLimit()
    limit?: number | null,
    @Arg('offset', () => Int, {
      nullable: true,
      description: 'Orders skipped, 0 or more (after the `after` order, when given).',
    })
    offset?: number | null,
    @Arg('after', () => ID, {
      nullable: true,
      description: 'An order id: only the orders after it in this list (older, or as old with a lower id).',
    })
    after?: string | null,
    @Arg('status', () => String, { nullable: true, description: 'pending, confirmed, delivered or cancelled.' })
    status?: string | null,
    @Arg('q', () => String, {
      nullable: true,
      description: "Part of the customer's name (any case), digits of their WhatsApp number, or an order id.",
    })
    q?: string | null,
    @Arg('from', () => String, {
      nullable: true,
      description: 'YYYY-MM-DD: orders placed on that day (Bahrain time) or later.',
    })
    from?: string | null,
    @Arg('to', () => String, {
      nullable: true,
      description: 'YYYY-MM-DD: orders placed on that day (Bahrain time) or earlier.',
    })
    to?: string | null,
  ): Promise<OrderPage> {
    return orderSearch.page(ctx, {
      limit,
      offset,
      after: after != null ? parseId(after, 'order') : null,
      status,
      q,
      from,
      to,
    });
  }

  @Authorized(AdminRole.staff)
  @Query(() => [Order], {
    description:
      'The baking list: the orders to deliver on a day (YYYY-MM-DD, Bahrain), by delivery window, then oldest first.',
  })
  ordersToBake(@Ctx() ctx: RequestContext, @Arg('date', () => String) date: string): Promise<Order[]> {
    return orderSearch.toBake(ctx, date);
  }

  @Authorized(AdminRole.staff)
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

  @Authorized(AdminRole.staff)
  @Mutation(() => Order, {
    description: `pending, confirmed or delivered, in any order; cancelled with a reason (1 to ${CANCEL_REASON_MAX_LENGTH} characters). A cancelled order counts for no delivery place, voucher use, figure or baking; it only goes back to pending (reopened: CONFLICT when its delivery window is full now), never straight to confirmed or delivered (CONFLICT).`,
  })
  updateOrderStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why the order is cancelled: required with cancelled.',
    })
    reason?: string | null,
  ): Promise<Order> {
    return orderService.updateStatus(ctx, parseId(id, 'order'), status, reason);
  }

  @Authorized(AdminRole.staff)
  @Mutation(() => Order, {
    description:
      'Changes a pending or confirmed order: its lines, delivery day and window, address or note; only what the input gives. The server prices it again. BAD_USER_INPUT for what checkout refuses; CONFLICT for a cancelled or delivered order, or a version older than the order’s; FORBIDDEN for staff booking past a full window.',
  })
  updateOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => OrderChangeInput) input: OrderChangeInput,
  ): Promise<Order> {
    return orderService.update(ctx, parseId(id, 'order'), input);
  }

  @FieldResolver(() => [OrderLine])
  items(@Root() order: Order): OrderLine[] {
    // Loaded with the order by the service, so this costs no query.
    return order.items.getItems();
  }
}
