import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { OrderEventView } from './order-event-relay';

/** What happened to the order: the GraphQL names of the streams' `order.placed`, `order.status` and `order.changed`. */
export enum OrderEventKind {
  placed = 'placed',
  status = 'status',
  changed = 'changed',
}

registerEnumType(OrderEventKind, {
  name: 'OrderEventKind',
  description:
    "placed: an order was placed (its status is pending). status: an order's status changed. changed: an order's lines, time, address or note were changed.",
});

const KIND_OF_TYPE = {
  'order.placed': OrderEventKind.placed,
  'order.status': OrderEventKind.status,
  'order.changed': OrderEventKind.changed,
} as const;

/** One order event as the orderEvents subscription sends it: the same facts as the SSE stream's `data:`. */
@ObjectType('OrderEvent', {
  description:
    'Something that happened to an order, as the live orders follow it: placed, its status changed, or the order changed.',
})
export class LiveOrderEvent {
  @Field(() => ID, {
    description:
      "The event's id; ids only grow. Subscribe again with `after` set to the last one received to be sent what was missed.",
  })
  id!: number;

  @Field(() => OrderEventKind, { description: 'placed, status or changed: what happened.' })
  kind!: OrderEventKind;

  @Field(() => ID, { description: "The order's id, which is also its number (Order #12)." })
  orderId!: number;

  @Field(() => String, { description: "The order's status after the event: pending, confirmed or delivered." })
  status!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the order was placed.' })
  placedAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it happened.' })
  at!: Date;
}

export function liveOrderEvent(event: OrderEventView): LiveOrderEvent {
  return Object.assign(new LiveOrderEvent(), {
    id: event.id,
    kind: KIND_OF_TYPE[event.type],
    orderId: event.orderId,
    status: event.status,
    placedAt: new Date(event.placedAt),
    at: new Date(event.at),
  });
}
