import type { EntityManager } from '@mikro-orm/postgresql';
import { afterCommit } from '../database/after-commit';
import type { OrderEventType } from './order-event.entity';

/** Names the advisory lock that numbers order events apart from any other lock of the database. */
const LOCK_NAMESPACE = 'crumb.order-events';

export interface OrderEventFacts {
  type: OrderEventType;
  orderId: number;
}

/**
 * Stores what happened to an order inside the change's transaction `em`, then calls `committed`
 * once it is committed. The row is numbered under a transaction-scoped lock held until commit,
 * so ids are taken in commit order: a reader that saw event 12 never later finds an 11 that
 * committed after it (without the lock, two transactions could commit in the other order).
 * Taken last in the transaction, it holds others back only for the commit itself.
 */
export async function recordOrderEvent(
  em: EntityManager,
  { type, orderId }: OrderEventFacts,
  committed: () => void,
): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [LOCK_NAMESPACE]);
  await em.execute(
    `insert into "order_event" ("type", "order_id", "status", "placed_at")
      select ?, "id", "status", "created_at" from "order" where "id" = ?`,
    [type, orderId],
  );
  afterCommit(em, committed);
}
