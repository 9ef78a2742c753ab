import type { Feature } from '../feature/feature';
import type { Orm } from '../database/orm';
import { ActivityEntry } from './activity-entry.entity';
import { activityOrderChangeReactions } from './activity-order-changes';
import { ActivityRecorder } from './activity-recorder';
import { activitySessionReactions } from './activity-sessions';
import { ActivityResolver } from './activity.resolver';
import { activityRestRoutes } from './activity.rest';

/** Databases whose changes are recorded already: an ORM shared by two apps (tests) records each change once. */
const recording = new WeakSet<Orm>();

/**
 * The owner's activity record: who changed what and when, each change written in its own
 * transaction, and every sign-in, refused sign-in and sign-out.
 */
export const activityFeature: Feature = {
  name: 'activity',
  entities: [ActivityEntry],
  resolvers: [ActivityResolver],
  restRoutes: activityRestRoutes,
  reactions: [...activitySessionReactions, ...activityOrderChangeReactions],
  services: async (_app, { orm }) => {
    if (recording.has(orm)) return;
    recording.add(orm);
    orm.em.getEventManager().registerSubscriber(new ActivityRecorder());
  },
};
