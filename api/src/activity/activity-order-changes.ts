import { actingAccountOf } from '../database/acting-account';
import { reaction } from '../events/reaction';
import { OrderChanged } from '../orders/order-changed.event';
import { ActivityEntry } from './activity-entry.entity';
import { ActivityAction, ActivityEntity } from './activity-kinds';

/**
 * A changed order's entry: its lines live in another table, so the unit of work's record of the
 * order's row (which keeps its status) cannot tell them; the change says what it was and is.
 */
export const activityOrderChangeReactions = [
  reaction(OrderChanged, async ({ em, orderId, customerName, before, after }) => {
    const actor = actingAccountOf(em);
    await em.insert(ActivityEntry, {
      at: new Date(),
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action: ActivityAction.update,
      entity: ActivityEntity.order,
      entityId: orderId,
      label: customerName,
      before,
      after,
      address: null,
    });
  }),
];
