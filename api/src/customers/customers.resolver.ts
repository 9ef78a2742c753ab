import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import type { RequestContext } from '../graphql/request-context';
import { OrderPage } from '../orders/order-search';
import { customerService, MAX_CUSTOMER_PAGE, MAX_CUSTOMER_QUERY_LENGTH } from './customer.service';
import { Customer, CustomerPage } from './customer.type';

const Limit = () =>
  Arg('limit', () => Int, {
    nullable: true,
    description: `1 to ${MAX_CUSTOMER_PAGE}; ${MAX_CUSTOMER_PAGE} when omitted.`,
  });
const Offset = () => Arg('offset', () => Int, { nullable: true, description: 'Skipped, 0 or more.' });

// Whoever may read the orders may read who placed them: staff too, as the order list decides.
@Resolver(() => Customer)
export class CustomersResolver {
  @Authorized(AdminRole.staff)
  @Query(() => CustomerPage, {
    description:
      'The customers, one per WhatsApp number however it was typed, the latest to order first, a page at a time, with how many match in all.',
  })
  customers(
    @Ctx() ctx: RequestContext,
    @Limit() limit?: number | null,
    @Offset() offset?: number | null,
    @Arg('q', () => String, {
      nullable: true,
      description: `A name (any case) on any of their orders, or digits of their number (Arabic digits too); at most ${MAX_CUSTOMER_QUERY_LENGTH} characters.`,
    })
    q?: string | null,
  ): Promise<CustomerPage> {
    return customerService.page(ctx, { limit, offset, q });
  }

  @Authorized(AdminRole.staff)
  @Query(() => OrderPage, {
    description:
      "One customer's orders, newest first, a page at a time: every order placed with the number, however it was typed.",
  })
  customerOrders(
    @Ctx() ctx: RequestContext,
    @Arg('whatsapp', () => String, { description: "The customer's number, typed any way ('97336001234')." })
    whatsapp: string,
    @Limit() limit?: number | null,
    @Offset() offset?: number | null,
  ): Promise<OrderPage> {
    return customerService.orders(ctx, whatsapp, { limit, offset });
  }
}
