import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderStatus } from './order.entity';

/**
 * The owner moved an order to another status. Published inside the change's transaction, as
 * OrderPlaced is: what a reaction writes with `em` commits with the new status, or not at all.
 */
export class OrderStatusChanged {
  constructor(
    readonly em: EntityManager,
    readonly orderId: number,
    readonly status: OrderStatus,
  ) {}
}
