import { reaction } from '../events/reaction';
import { OrderChanged } from '../orders/order-changed.event';
import { OrderPlaced } from '../orders/order-placed.event';
import { OrderStatusChanged } from '../orders/order-status-changed.event';
import { recordOrderEvent } from './order-event-recorder';

/** Every order placed, changed or moved to another status becomes an order event, in the change's transaction. */
export const orderEventReactions = [
  reaction(OrderPlaced, (event, app) =>
    recordOrderEvent(event.em, { type: 'order.placed', orderId: event.orderId }, () => app.orderEvents.committed()),
  ),
  reaction(OrderStatusChanged, (event, app) =>
    recordOrderEvent(event.em, { type: 'order.status', orderId: event.orderId }, () => app.orderEvents.committed()),
  ),
  reaction(OrderChanged, (event, app) =>
    recordOrderEvent(event.em, { type: 'order.changed', orderId: event.orderId }, () => app.orderEvents.committed()),
  ),
];
