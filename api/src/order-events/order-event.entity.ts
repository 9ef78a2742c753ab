import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** What happened to an order, as the live streams name it. */
export const ORDER_EVENT_TYPES = ['order.placed', 'order.status', 'order.changed'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * One thing that happened to an order, stored in the same transaction as the change. Its id is
 * the stream's event id: ids are taken in commit order (order-event-recorder.ts), so a client
 * that says the last id it saw is owed exactly the rows after it, even across a restart.
 */
@Entity({ tableName: 'order_event' })
export class OrderEvent {
  [OptionalProps]?: 'at';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 20 })
  type!: OrderEventType;

  /** The order's id (orders are never deleted). */
  @Property({ type: 'integer' })
  orderId!: number;

  /** The order's status after the event. */
  @Property({ type: 'string', length: 20 })
  status!: string;

  /** When the order was placed, so a client can place it in its lists without asking. */
  @Property({ type: 'datetime' })
  placedAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at: Date = new Date();
}
