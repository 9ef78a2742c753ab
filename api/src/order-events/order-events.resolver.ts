import { Arg, Authorized, ID, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { AdminRole } from '../graphql/admin-role';
import type { RequestContext } from '../graphql/request-context';
import type { OrderEventView } from './order-event-relay';
import { LiveOrderEvent, liveOrderEvent } from './order-event.type';
import { orderEventsService } from './order-events.service';

type FollowData = SubscribeResolverData<unknown, { after?: string | null }, RequestContext>;

@Resolver()
export class OrderEventsResolver {
  // Staff run the day's orders: they follow them live too, as over GET /api/orders/events.
  @Authorized(AdminRole.staff)
  @Subscription(() => LiveOrderEvent, {
    description:
      'The live orders: an event for each order placed and each status changed, on any instance of the shop, in the order they were committed. Over a WebSocket at /graphql (graphql-transport-ws), signed in with the admin token in connectionParams; the connection closes when the token expires, is signed out, or its account is disabled or removed.',
    subscribe: ({ context, args }: FollowData) => orderEventsService.follow(context, args.after),
  })
  orderEvents(
    @Root() event: OrderEventView,
    // Read by `subscribe` above; declared here so the schema has it.
    @Arg('after', () => ID, {
      nullable: true,
      description:
        'The id of the last event received: every event after it is sent first. Without it, events from now on. BAD_USER_INPUT for an id no event has had.',
    })
    _after: string | null,
  ): LiveOrderEvent {
    return liveOrderEvent(event);
  }
}
