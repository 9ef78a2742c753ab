import type { Feature } from '../feature/feature';
import { OrderEvent } from './order-event.entity';
import { orderEventReactions } from './order-events.reactions';
import { OrderEventsResolver } from './order-events.resolver';
import { orderEventsPlugin } from './order-events.plugin';
import { orderEventsRoute } from './order-events.sse';

/**
 * Orders placed and statuses changed, pushed live to the back office and integrators from any
 * instance: as Server-Sent Events (GET /api/orders/events) and as the GraphQL subscription orderEvents.
 */
export const orderEventsFeature: Feature = {
  name: 'order-events',
  entities: [OrderEvent],
  resolvers: [OrderEventsResolver],
  reactions: orderEventReactions,
  services: async (app, { orm, peers }) => {
    await app.register(orderEventsPlugin, { orm, peers });
  },
  routes: (app, { authenticate }) => orderEventsRoute(app, authenticate),
};
